import {
  CaretRightOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  PauseOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { PINCODE_IMPORT_BATCH } from '@mandi/domain';
import { Button, Card, Flex, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, notify } from '../../api/notify';
import type { ImportRow } from '../../kit/import/batch-import';
import { ImportProgress } from '../../kit/import/import-progress';
import { ImportResults } from '../../kit/import/import-results';
import { SHEET_MESSAGES, SheetPicker } from '../../kit/import/sheet-picker';
import { useBatchImport } from '../../kit/import/use-batch-import';
import { pincodeImportApi, type SheetRow } from './pincode-import-api';

const yesNo = (value: unknown) => (value === true ? 'Y' : value === false ? 'N' : String(value ?? ''));

const columns: TableColumnsType<ImportRow<SheetRow>> = [
  { key: 'pincode', title: 'Pincode', render: (_, item) => item.row.pincode },
  { key: 'pincodeName', title: 'Pincode Name', render: (_, item) => item.row.pincodeName },
  { key: 'city', title: 'City', render: (_, item) => item.row.city },
  { key: 'state', title: 'State', render: (_, item) => item.row.state },
  { key: 'isDeliverable', title: 'Deliverable', render: (_, item) => yesNo(item.row.isDeliverable ?? true) },
];

/**
 * /pincode/import: download the template, choose the filled sheet (the server reads it),
 * then send its rows in batches of 100 with a progress bar; each row ends imported or failed
 * with the reason, and the failed rows download as a sheet to fix and import again.
 */
export default function PincodeImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const importer = useBatchImport(pincodeImportApi.importBatch, PINCODE_IMPORT_BATCH);
  const { phase, counts } = importer;
  const running = phase === 'running';

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    importer.load([]);
    if (!chosen) return;
    setReading(true);
    try {
      const answer = await pincodeImportApi.read(chosen);
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
      await pincodeImportApi.downloadFailed(
        failed.map((item) => ({ ...item.row, message: item.message ?? '' })),
      );
    } catch (error) {
      notify.error(errorMessage(error) || 'Failed to download');
    }
  };

  const reset = () => {
    importer.reset();
    setFile(null);
  };

  return (
    <Card variant="borderless" title="Import Pincodes">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Fill the template: one pincode a row with its name, city and state (as in the states and cities
          lists), Deliverable and Enabled as Y or N. Rows are imported 100 at a time; a row that fails says
          why.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button
            icon={<FileExcelOutlined />}
            onClick={() =>
              pincodeImportApi.downloadTemplate().catch(() => notify.error('Failed to download'))
            }
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
            <ImportProgress counts={counts} current={importer.current} batchSize={PINCODE_IMPORT_BATCH} />
            <ImportResults rows={importer.rows} columns={columns} rowNumber={(row) => row.row} />
          </>
        )}
      </Flex>
    </Card>
  );
}
