import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it, vi } from 'vitest';
import { notify, setPopups, showNotification, TOAST_SECONDS } from './notify';

describe('notify before and after the toast host', () => {
  it('keeps toasts until the host lends its instances, then shows them in order', () => {
    const message = { success: vi.fn(), error: vi.fn() } as unknown as MessageInstance;
    const notification = { info: vi.fn() } as unknown as NotificationInstance;

    notify.error(new Error('Wrong password'));
    showNotification({ title: 'Update available' });
    expect(message.error).not.toHaveBeenCalled();

    setPopups({ message, notification });
    expect(message.error).toHaveBeenCalledWith({
      content: 'Wrong password',
      duration: TOAST_SECONDS.error,
      key: undefined,
    });
    expect(notification.info).toHaveBeenCalledWith({ title: 'Update available' });

    notify.success('Saved', 'save');
    expect(message.success).toHaveBeenCalledWith({
      content: 'Saved',
      duration: TOAST_SECONDS.success,
      key: 'save',
    });

    // Once the host goes, toasts wait again rather than reach a stale instance.
    setPopups(null);
    notify.success('Later');
    expect(message.success).toHaveBeenCalledTimes(1);
  });
});
