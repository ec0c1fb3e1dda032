import { Tag } from 'antd';

/** The PAN holder type (Company, Firm, Individual, ...) as a small tag beside the number. */
export function PanHolderTag({ holder }: { holder: string | null | undefined }) {
  if (!holder) return null;
  return (
    <Tag color="green" variant="outlined" style={{ marginInlineStart: 8 }}>
      {holder}
    </Tag>
  );
}
