import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { App, Button, Flex, Steps } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { notify } from '../../api/notify';
import { useUnsavedGuard } from '../form/use-unsaved-guard';
import './step-wizard.css';

/**
 * A form in steps (the product wizard): the steps on top, each clickable; Prev and Next in a
 * footer that stays in view, with the step's own Save between them. A step may be blocked
 * (its reason shown as a warning), and leaving a step with unsaved changes asks first, as
 * does leaving the wizard (a link, the menu, Back, closing the tab) with the form kit's guard.
 */
export interface WizardStep {
  key: string;
  title: string;
  description?: string;
}

interface StepWizardProps {
  steps: readonly WizardStep[];
  current: string;
  onChange: (key: string) => void;
  /** Why a step cannot be opened now, or undefined when it can. */
  blockedReason?: (step: WizardStep) => string | undefined;
  children: ReactNode;
}

interface WizardContextValue {
  go: (key: string) => void;
  prev?: WizardStep;
  next?: WizardStep;
  /** The current step tells whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function StepWizard({ steps, current, onChange, blockedReason, children }: StepWizardProps) {
  const { modal } = App.useApp();
  const dirty = useRef(false);
  // Leaving the whole wizard asks as a kit form does; a step that saved is clean again.
  const { markDirty, markClean } = useUnsavedGuard();
  // Another step shown (also by the browser's Back, after the guard asked): nothing unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    dirty.current = false;
    markClean();
  }, [current, markClean]);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.key === current),
  );

  const go = useCallback(
    (key: string) => {
      const step = steps.find((item) => item.key === key);
      if (!step || key === steps[index]?.key) return;
      const reason = blockedReason?.(step);
      if (reason) return notify.warning(reason, 'wizard-blocked');
      const leave = () => {
        dirty.current = false;
        markClean();
        onChange(key);
      };
      if (!dirty.current) return leave();
      modal.confirm({
        title: 'Leave this step?',
        content: 'Your changes on this step are not saved yet.',
        okText: 'Leave without saving',
        cancelText: 'Stay',
        // Staying is the safe choice: it has the focus, as in the kit's guard.
        autoFocusButton: 'cancel',
        onOk: leave,
      });
    },
    [steps, index, blockedReason, onChange, modal, markClean],
  );

  const value = useMemo<WizardContextValue>(
    () => ({
      go,
      prev: steps[index - 1],
      next: steps[index + 1],
      setDirty: (next) => {
        dirty.current = next;
        if (next) markDirty();
        else markClean();
      },
    }),
    [go, steps, index, markDirty, markClean],
  );

  return (
    <WizardContext.Provider value={value}>
      <Flex vertical gap={16}>
        <Steps
          className="step-wizard-steps"
          current={index}
          onChange={(next) => go(steps[next]!.key)}
          items={steps.map((step, position) => ({
            key: step.key,
            title: step.title,
            content: step.description,
            status: position === index ? 'process' : position < index ? 'finish' : 'wait',
          }))}
        />
        {children}
      </Flex>
    </WizardContext.Provider>
  );
}

function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('A wizard footer or step hook is used outside <StepWizard>');
  return context;
}

/** Lets the current step say it has unsaved changes (false again after it saved). */
export function useStepDirty(): (dirty: boolean) => void {
  return useWizard().setDirty;
}

/** Prev on the left; the step's own buttons (Save) and Next on the right. */
export function WizardFooter({ children }: { children?: ReactNode }) {
  const { go, prev, next } = useWizard();
  return (
    <Flex className="step-wizard-footer" justify="space-between" align="center" gap={8} wrap>
      <Button icon={<ArrowLeftOutlined />} disabled={!prev} onClick={() => prev && go(prev.key)}>
        Prev
      </Button>
      <Flex gap={8} align="center">
        {children}
        <Button disabled={!next} onClick={() => next && go(next.key)}>
          Next <ArrowRightOutlined />
        </Button>
      </Flex>
    </Flex>
  );
}
