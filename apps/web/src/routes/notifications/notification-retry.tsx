import { RedoOutlined } from '@ant-design/icons';
import { type NotificationDeliveryReport, notificationRetryEndpoint, notifications } from '@mandi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { notify } from '../../api/notify';
import { resourceKeys } from '../../kit/resource-hooks';

type Report = NotificationDeliveryReport & { id: number; title: string };

const count = new Intl.NumberFormat('en-IN');

/**
 * Sends again to the tokens that failed (not those the phone service called unregistered),
 * and, when asked, to the unknown ones: sends a restart cut off, which may have arrived.
 */
export function useRetryFailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, includeUnknown }: { id: number; includeUnknown: boolean }) =>
      callEndpoint(notificationRetryEndpoint, { params: { id }, body: { includeUnknown } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(notifications) }),
  });
}

/** Failures worth sending again: not the tokens the phone service called unregistered (dead). */
export const retryableOf = (row: Pick<Report, 'failedCount' | 'failureReasons'>) =>
  Math.max(0, row.failedCount - (row.failureReasons?.UNREGISTERED ?? 0));

/** What a retry will send to: the failed ones, and the unknown ones when they are included. */
export function retrySentence(failed: number, unknown: number, includeUnknown: boolean): string {
  const parts = [];
  if (failed > 0) parts.push(`the ${count.format(failed)} that failed`);
  if (includeUnknown && unknown > 0) parts.push(`the ${count.format(unknown)} unknown`);
  return parts.length > 0 ? `Sending again to ${parts.join(' and ')}` : '';
}

/**
 * "Retry failed": one click when every failure is known; when some sends were cut off by a
 * restart (unknown: they may have reached the phone), a dialog asks whether to include them,
 * saying those customers may get it twice.
 */
export function RetryButton({ row, size }: { row: Report; size?: 'small' | 'middle' }) {
  const retry = useRetryFailed();
  const [asking, setAsking] = useState(false);
  const [includeUnknown, setIncludeUnknown] = useState(false);
  const failed = retryableOf(row);
  const unknown = row.unknownCount ?? 0;
  if ((failed === 0 && unknown === 0) || row.deliveryState === 'sending') return null;

  const send = async (withUnknown: boolean) => {
    try {
      await retry.mutateAsync({ id: row.id, includeUnknown: withUnknown });
      notify.success(retrySentence(failed, unknown, withUnknown));
      setAsking(false);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <>
      <Button
        size={size}
        icon={<RedoOutlined />}
        loading={retry.isPending && !asking}
        aria-label={`Retry the ${failed} failed of ${row.title}`}
        onClick={() => (unknown > 0 ? setAsking(true) : send(false))}
      >
        Retry failed
      </Button>
      <Modal
        open={asking}
        title={`Retry ${row.title}`}
        okText="Retry"
        okButtonProps={{ disabled: failed === 0 && !includeUnknown, loading: retry.isPending }}
        onOk={() => send(includeUnknown)}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {failed > 0 ? `${count.format(failed)} failed and will be sent again.` : 'None failed outright.'}
        </Typography.Paragraph>
        <Checkbox checked={includeUnknown} onChange={(event) => setIncludeUnknown(event.target.checked)}>
          Also send to the {count.format(unknown)} whose sending a restart cut off. It may have reached them
          already: they may get it twice.
        </Checkbox>
      </Modal>
    </>
  );
}
