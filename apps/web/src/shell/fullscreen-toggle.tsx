import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../api/notify';

export const FULLSCREEN_UNSUPPORTED = 'Your browser does not support full screen';

/** Full screen on and off; a warning where the browser cannot do it. */
export function FullscreenToggle() {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      notify.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      notify.warning(FULLSCREEN_UNSUPPORTED);
    }
  };

  const label = active ? 'Exit full screen' : 'Full screen';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
