import { CarOutlined } from '@ant-design/icons';
import { createDeliveryRunEndpoint, DELIVERY_MESSAGES, suggestDeliveryRunsEndpoint } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { errorMessage, notify } from '../../api/notify';
import { deliveryKeys } from './delivery-api';
import { draftOf, type PlanDraft, runsToCreate } from './plan-draft';
import { PlanDraftView, type PlanStop } from './plan-runs-draft';
import { type PlanRequest, PlanRunsForm } from './plan-runs-form';

interface Proposal {
  date: string;
  draft: PlanDraft<PlanStop>;
  names: Map<number, string>;
  unassigned: number[];
}

/** Asks the server to group the day's orders into runs; nothing is written yet. */
async function suggest(values: PlanRequest): Promise<Proposal> {
  const date = values.date.format('YYYY-MM-DD');
  const answer = await callEndpoint(suggestDeliveryRunsEndpoint, {
    body: { date, riderIds: values.riderIds.map(Number), maxStops: values.maxStops },
  });
  const names = new Map(answer.runs.map((run) => [run.riderId, run.riderName ?? `Staff #${run.riderId}`]));
  return { date, draft: draftOf(answer.runs), names, unassigned: answer.unassignedOrderIds };
}

/**
 * Creates the runs one by one; a refused run (an order taken meanwhile) stops there, and the
 * runs not yet created stay in the draft to adjust and create again.
 */
async function createRuns(proposal: Proposal, onCreated: (riderId: number) => void) {
  for (const run of runsToCreate(proposal.draft)) {
    await callEndpoint(createDeliveryRunEndpoint, { body: { date: proposal.date, ...run } });
    onCreated(run.riderId);
  }
}

/** The dialog's state: the proposal once suggested, and the two calls (suggest, create). */
function usePlanRuns(onDone: () => void) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const onSuggest = (values: PlanRequest) => run(async () => setProposal(await suggest(values)));
  const onCreate = () =>
    run(async () => {
      if (!proposal) return;
      let left = proposal;
      const dropRun = (riderId: number) => {
        left = {
          ...left,
          draft: { ...left.draft, runs: left.draft.runs.filter((r) => r.riderId !== riderId) },
        };
      };
      try {
        await createRuns(proposal, dropRun);
      } finally {
        setProposal(left);
        await client.invalidateQueries({ queryKey: deliveryKeys.all });
      }
      notify.success(DELIVERY_MESSAGES.created);
      setProposal(null);
      onDone();
    });
  return { proposal, setProposal, busy, onSuggest, onCreate };
}

/** Plan runs: the day, riders and most stops → the proposed runs → adjusted → created. */
export function PlanRunsButton() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PlanRequest>();
  const plan = usePlanRuns(() => setOpen(false));
  const { proposal } = plan;
  const close = () => {
    setOpen(false);
    plan.setProposal(null);
  };
  const toCreate = proposal ? runsToCreate(proposal.draft).length : 0;
  const footer = proposal
    ? [
        <Button key="back" onClick={() => plan.setProposal(null)}>
          Back
        </Button>,
        <Button
          key="create"
          type="primary"
          loading={plan.busy}
          disabled={toCreate === 0}
          onClick={plan.onCreate}
        >
          Create {toCreate} {toCreate === 1 ? 'run' : 'runs'}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="suggest" type="primary" loading={plan.busy} onClick={() => form.submit()}>
          Suggest runs
        </Button>,
      ];
  return (
    <>
      <Button type="primary" icon={<CarOutlined />} onClick={() => setOpen(true)}>
        Plan runs
      </Button>
      <Modal open={open} title="Plan runs" width={920} onCancel={close} destroyOnHidden footer={footer}>
        {proposal ? (
          <PlanDraftView
            draft={proposal.draft}
            unassigned={proposal.unassigned}
            riderName={(id) => proposal.names.get(id) ?? `Staff #${id}`}
            onChange={(draft) => plan.setProposal({ ...proposal, draft })}
          />
        ) : (
          <PlanRunsForm form={form} onFinish={plan.onSuggest} />
        )}
      </Modal>
    </>
  );
}
