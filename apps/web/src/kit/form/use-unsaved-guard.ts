import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before a form with unsaved changes is left: inside the app (a link, the menu, Back)
 * with a confirmation, and on reload or closing the tab with the browser's own prompt.
 * `markDirty` on a change, `markClean` before leaving on purpose (after a save).
 */
export function useUnsavedGuard() {
  const { modal } = App.useApp();
  const dirty = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Leave without saving?',
      content: 'Your changes on this form are not saved yet.',
      okText: 'Leave',
      cancelText: 'Stay',
      autoFocusButton: 'cancel',
      onOk: () => {
        dirty.current = false;
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return {
    markDirty: useCallback(() => {
      dirty.current = true;
    }, []),
    markClean: useCallback(() => {
      dirty.current = false;
    }, []),
  };
}
