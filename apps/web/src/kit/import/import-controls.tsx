import { CaretRightOutlined, FileExcelOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { notify } from '../../api/notify';
import type { ImportPhase } from './use-batch-import';

/** Downloads the sheet to fill; a failure says so. */
export function TemplateButton({ download }: { download: () => Promise<unknown> }) {
  return (
    <Flex gap={8} wrap>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => download().catch(() => notify.error('Failed to download'))}
      >
        Download template
      </Button>
    </Flex>
  );
}

/** Process (Resume once paused) or Pause while running, Reset, and the page's own buttons after. */
export function RunButtons(props: {
  phase: ImportPhase;
  reading: boolean;
  /** Nothing left to process. */
  processDisabled: boolean;
  onProcess: () => void;
  onPause: () => void;
  onReset: () => void;
  children?: ReactNode;
}) {
  const running = props.phase === 'running';
  return (
    <Flex gap={8} wrap>
      {running ? (
        <Button icon={<PauseOutlined />} onClick={props.onPause}>
          Pause
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          onClick={props.onProcess}
          loading={props.reading}
          disabled={props.processDisabled}
        >
          {props.phase === 'paused' ? 'Resume' : 'Process'}
        </Button>
      )}
      <Button icon={<ReloadOutlined />} onClick={props.onReset} disabled={running}>
        Reset
      </Button>
      {props.children}
    </Flex>
  );
}
