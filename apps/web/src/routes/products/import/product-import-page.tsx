import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage, notify } from '../../../api/notify';
import { RunButtons, TemplateButton } from '../../../kit/import/import-controls';
import { ImportProgress } from '../../../kit/import/import-progress';
import { productImportApi } from './import-api';
import { entryLabel, nextToSend } from './import-rows';
import { ImportTable } from './import-table';
import { type ImportZip, openImportZip, ZIP_MESSAGES } from './import-zip';
import { useProductImport } from './use-product-import';
import { useThumbnails } from './use-thumbnails';
import { ZipPicker } from './zip-picker';

/** The chosen ZIP, opened in the browser, its sheet read by the server into the importer's entries. */
function useImportZipFile(importer: ReturnType<typeof useProductImport>) {
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<ImportZip | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setZip(null);
    importer.load(null, []);
    if (!chosen) return;
    setReading(true);
    try {
      const opened = openImportZip(new Uint8Array(await chosen.arrayBuffer()));
      const answer = await productImportApi.readSheet(opened.sheet);
      setZip(opened);
      importer.load(opened, answer.items);
    } catch (error) {
      const ours = error instanceof ApiError || errorMessage(error) === ZIP_MESSAGES.noSheet;
      notify.error(ours ? error : 'The ZIP could not be opened: please make it again');
      setFile(null);
    } finally {
      setReading(false);
    }
  };

  const reset = () => {
    importer.reset();
    setZip(null);
    setFile(null);
  };
  return { file, zip, reading, choose, reset };
}

/**
 * /product/import: products from a ZIP holding import/import.xlsx and their pictures. The ZIP
 * is opened in the browser, the sheet read by the server into one row per product; Approved
 * rows are then sent one at a time with their pictures (Process, Pause, Reset). Superadmin only.
 */
export default function ProductImportPage() {
  const importer = useProductImport();
  const { file, zip, reading, choose, reset } = useImportZipFile(importer);
  const { phase, counts, entries, current } = importer;
  const running = phase === 'running';
  const from = current?.index ?? entries.find((entry) => entry.status === 'pending')?.index ?? 0;
  const thumbnails = useThumbnails(zip, entries, from);

  return (
    <Card variant="borderless" title="Import Products">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          A ZIP with the sheet import/import.xlsx (the template's columns; its second row is a guide and is
          skipped) and the pictures the Images column names. A variable product is one row per variation under
          the same name. Rejected rows are skipped; the others are sent one at a time and each says whether it
          was uploaded or why it failed.
        </Typography.Paragraph>
        <TemplateButton download={() => productImportApi.downloadTemplate()} />
        <ZipPicker
          file={file}
          onChange={choose}
          disabled={running || reading}
          summary={reading ? 'Reading…' : file ? `${entries.length} products read` : undefined}
        />
        <RunButtons
          phase={phase}
          reading={reading}
          processDisabled={phase === 'done' && !nextToSend(entries)}
          onProcess={() => (entries.length === 0 ? notify.error('Excel is empty') : void importer.start())}
          onPause={importer.pause}
          onReset={reset}
        />
        {entries.length > 0 && (
          <>
            <ImportProgress
              counts={counts}
              current={null}
              batchSize={1}
              processing={current ? entryLabel(current) : undefined}
            />
            <ImportTable entries={entries} thumbnails={thumbnails} onApprove={importer.setApproved} />
          </>
        )}
      </Flex>
    </Card>
  );
}
