import { Avatar } from 'antd';
import { useState } from 'react';
import defaultAvatar from './default-avatar.svg';

/**
 * The admin's picture, or the default one when there is none or it fails to load. Always shown
 * beside the admin's name, so it has no alt text of its own (a screen reader would say it twice).
 */
export function AdminAvatar({
  src,
  size,
}: {
  src: string | null | undefined;
  /** Whose picture it is; the name is on screen beside it. */
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : defaultAvatar;
  return (
    <Avatar
      size={size}
      src={usable}
      alt=""
      onError={() => {
        setFailed(usable);
        return false;
      }}
    />
  );
}
