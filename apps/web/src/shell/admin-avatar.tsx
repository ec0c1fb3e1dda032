import { Avatar } from 'antd';
import { useState } from 'react';
import defaultAvatar from './default-avatar.svg';

/** The admin's picture, or the default one when there is none or it fails to load. */
export function AdminAvatar({
  src,
  name,
  size,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : defaultAvatar;
  return (
    <Avatar
      size={size}
      src={usable}
      alt={name}
      onError={() => {
        setFailed(usable);
        return false;
      }}
    />
  );
}
