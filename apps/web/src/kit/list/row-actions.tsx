import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@mandi/domain';
import { App, Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify';
import { useDeleteResource } from '../resource-hooks';

interface RowActionsProps {
  def: ResourceDef;
  id: number;
  name: string;
  /** The row's edit screen; no edit button without it. */
  editPath?: string;
  canDelete: boolean;
}

/** Edit and Delete on a row; Delete asks "Do you want to delete, {name}?" first. */
export function RowActions({ def, id, name, editPath, canDelete }: RowActionsProps) {
  const { modal } = App.useApp();
  const remove = useDeleteResource(def);
  const navigate = useNavigate();

  const askDelete = () =>
    modal.confirm({
      title: `Do you want to delete, ${name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onCancel: () => {
        notify.info('Delete canceled');
      },
      onOk: async () => {
        try {
          await remove.mutateAsync(id);
        } catch (error) {
          notify.error(error);
        }
      },
    });

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
          loading={remove.isPending}
          onClick={askDelete}
        >
          Delete
        </Button>
      )}
    </Flex>
  );
}
