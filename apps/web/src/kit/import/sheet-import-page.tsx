import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage, notify } from '../../api/notify';
import type { ImportRow } from './batch-import';
import { RunButtons, TemplateButton } from './import-controls';
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

/** The chosen sheet, read by the server into the importer's rows. */
function useSheetFile(calls: SheetImportApi, importer: ReturnType<typeof useBatchImport<SheetRow>>) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);

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
  return { file, setFile, reading, choose };
}

/**
 * A spreadsheet import: download the template, choose the filled sheet (the server reads it),
 * then send its rows in batches with a progress bar; Pause and Resume, Reset; each row ends
 * imported or failed with the reason, and the failed rows download as a sheet to fix.
 */
export function SheetImportPage({ title, help, calls, batchSize, columns }: SheetImportPageProps) {
  const importer = useBatchImport(calls.importBatch, batchSize);
  const { file, setFile, reading, choose } = useSheetFile(calls, importer);
  const { phase, counts } = importer;
  const running = phase === 'running';

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
        <TemplateButton download={() => calls.downloadTemplate()} />
        <SheetPicker
          file={file}
          onChange={choose}
          disabled={running || reading}
          summary={reading ? 'Reading…' : file ? `${counts.total} rows read` : undefined}
        />
        <RunButtons
          phase={phase}
          reading={reading}
          processDisabled={phase === 'done'}
          onProcess={process}
          onPause={importer.pause}
          onReset={reset}
        >
          <Button
            icon={<DownloadOutlined />}
            onClick={downloadFailed}
            disabled={running || counts.failed === 0}
          >
            Download failed rows
          </Button>
        </RunButtons>
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
