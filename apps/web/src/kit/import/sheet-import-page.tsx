import {
  CaretRightOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  PauseOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage, notify } from '../../api/notify';
import type { ImportRow } from './batch-import';
import { ImportProgress } from './import-progress';
import { ImportResults } from './import-results';
import type { SheetImportApi, SheetRow } from './sheet-import-api';
import { SHEET_MESSAGES, SheetPicker } from './sheet-picker';
import { useBatchImport } from './use-batch-import';

export type SheetColumns = TableColumnsType<ImportRow<SheetRow>>;

interface SheetImportPageProps {
  title: string;
  /** What the sheet holds and how it is imported, in a sentence or two. */
  help: ReactNode;
  calls: SheetImportApi;
  batchSize: number;
  /** The row's own fields in the results table. */
  columns: SheetColumns;
}

/**
 * A spreadsheet import: download the template, choose the filled sheet (the server reads it),
 * then send its rows in batches with a progress bar; Pause and Resume, Reset; each row ends
 * imported or failed with the reason, and the failed rows download as a sheet to fix.
 */
export function SheetImportPage({ title, help, calls, batchSize, columns }: SheetImportPageProps) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const importer = useBatchImport(calls.importBatch, batchSize);
  const { phase, counts } = importer;
  const running = phase === 'running';

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    importer.load([]);
    if (!chosen) return;
    setReading(true);
    try {
      const answer = await calls.read(chosen);
      importer.load(answer.rows);
    } catch (error) {
      notify.error(error);
      setFile(null);
    } finally {
      setReading(false);
    }
  };

  const process = () => {
    if (!file || counts.total === 0) return notify.error(SHEET_MESSAGES.missing);
    void importer.start();
  };

  const downloadFailed = async () => {
    const failed = importer.rows.filter((item) => item.outcome === 'failed');
    try {
      await calls.downloadFailed(failed.map((item) => ({ ...item.row, message: item.message ?? '' })));
    } catch (error) {
      notify.error(errorMessage(error) || 'Failed to download');
    }
  };

  const reset = () => {
    importer.reset();
    setFile(null);
  };

  return (
    <Card variant="borderless" title={title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {help}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button
            icon={<FileExcelOutlined />}
            onClick={() => calls.downloadTemplate().catch(() => notify.error('Failed to download'))}
          >
            Download template
          </Button>
        </Flex>
        <SheetPicker
          file={file}
          onChange={choose}
          disabled={running || reading}
          summary={reading ? 'Reading…' : file ? `${counts.total} rows read` : undefined}
        />
        <Flex gap={8} wrap>
          {running ? (
            <Button icon={<PauseOutlined />} onClick={importer.pause}>
              Pause
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              onClick={process}
              loading={reading}
              disabled={phase === 'done'}
            >
              {phase === 'paused' ? 'Resume' : 'Process'}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={reset} disabled={running}>
            Reset
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={downloadFailed}
            disabled={running || counts.failed === 0}
          >
            Download failed rows
          </Button>
        </Flex>
        {counts.total > 0 && (
          <>
            <ImportProgress counts={counts} current={importer.current} batchSize={batchSize} />
            <ImportResults rows={importer.rows} columns={columns} rowNumber={(row) => row.row} />
          </>
        )}
      </Flex>
    </Card>
  );
}
