import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@mandi/domain';
import { App, Button, Dropdown, Flex } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify';
import { useDeleteResource } from '../resource-hooks';
import { focusRowsOf } from './focus-list';

interface RowActionsProps {
  def: ResourceDef;
  id: number;
  name: string;
  /** The row's edit screen; no edit button without it. */
  editPath?: string;
  canDelete: boolean;
  /** On a narrow screen: one "Actions" menu button instead of two buttons. */
  compact?: boolean;
}

/**
 * Asks "Do you want to delete, {name}?" (the focus on Cancel) and deletes; afterwards the focus
 * goes to the list's rows, since the row and its button are gone.
 */
function useAskDelete(def: ResourceDef, id: number, name: string) {
  const { modal } = App.useApp();
  const remove = useDeleteResource(def);
  const askDelete = (from: Element | null) => {
    // Taken now: the row (and the button) are gone once the delete has answered.
    const rows = from?.closest('[data-list-rows]') ?? null;
    let deleted = false;
    modal.confirm({
      title: `Do you want to delete, ${name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      onCancel: () => {
        notify.info('Delete canceled');
      },
      // The dialog hands the focus back to the Delete button, gone with its row: the rows take it.
      afterClose: () => {
        if (deleted) focusRowsOf(rows);
      },
      onOk: async () => {
        try {
          await remove.mutateAsync(id);
          notify.success(`Deleted ${name}`);
          deleted = true;
        } catch (error) {
          notify.error(error);
        }
      },
    });
  };
  return { askDelete, deleting: remove.isPending };
}

interface RowActionsViewProps {
  name: string;
  editPath?: string;
  canDelete: boolean;
  deleting: boolean;
  askDelete: (from: Element | null) => void;
}

/** On a narrow screen: Edit and Delete in one "Actions" menu. */
function RowActionsMenu({ name, editPath, canDelete, deleting, askDelete }: RowActionsViewProps) {
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...(editPath ? [{ key: 'edit', icon: <EditOutlined />, label: 'Edit' }] : []),
          ...(canDelete ? [{ key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true }] : []),
        ],
        onClick: ({ key }) => {
          if (key === 'edit' && editPath) navigate(editPath);
          if (key === 'delete') askDelete(menuButton.current);
        },
      }}
    >
      <Button
        ref={menuButton}
        size="small"
        icon={<MoreOutlined />}
        aria-label={`Actions for ${name}`}
        loading={deleting}
      />
    </Dropdown>
  );
}

/**
 * Edit and Delete on a row; Delete asks "Do you want to delete, {name}?" first, with the
 * focus on Cancel, then says what was deleted and puts the focus back on the list's rows.
 */
export function RowActions({ def, id, name, editPath, canDelete, compact }: RowActionsProps) {
  const navigate = useNavigate();
  const { askDelete, deleting } = useAskDelete(def, id, name);
  if (compact)
    return (
      <RowActionsMenu
        name={name}
        editPath={editPath}
        canDelete={canDelete}
        deleting={deleting}
        askDelete={askDelete}
      />
    );

  return (
    <Flex gap={8}>
      {editPath && (
        <Button
          size="small"
          type="primary"
          ghost
          icon={<EditOutlined />}
          aria-label={`Edit ${name}`}
          onClick={() => navigate(editPath)}
        >
          Edit
        </Button>
      )}
      {canDelete && (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${name}`}
          loading={deleting}
          onClick={(event) => askDelete(event.currentTarget)}
        >
          Delete
        </Button>
      )}
    </Flex>
  );
}
