import type { ResourceDef } from '@mandi/domain';
import { App, Switch } from 'antd';
import { notify } from '../../api/notify';
import { useToggleEnabled } from '../resource-hooks';

interface EnabledSwitchProps {
  def: ResourceDef;
  id: number;
  name: string;
  enabled: boolean;
  /** Off for admins who may not write the resource: they see the status only. */
  disabled?: boolean;
}

/** A row's enabled switch: asks first, then saves and says "Status Changed! {name} is now enabled." */
export function EnabledSwitch({ def, id, name, enabled, disabled }: EnabledSwitchProps) {
  const { modal } = App.useApp();
  const toggle = useToggleEnabled(def);

  const ask = () =>
    modal.confirm({
      title: `Do you want to ${enabled ? 'disable' : 'enable'}, ${name}?`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          await toggle.mutateAsync({ id, enabled: !enabled });
          notify.success(`Status Changed! ${name} is now ${enabled ? 'disabled' : 'enabled'}.`);
        } catch (error) {
          notify.error(error);
        }
      },
    });

  return (
    <Switch
      className="enabled-switch"
      size="small"
      checked={enabled}
      disabled={disabled}
      loading={toggle.isPending}
      aria-label={`${enabled ? 'Disable' : 'Enable'} ${name}`}
      onClick={(_checked, event) => {
        // The row may be clickable; the switch only asks.
        event.stopPropagation();
        ask();
      }}
      // Controlled: the switch moves when the server has answered.
      onChange={() => {}}
    />
  );
}
