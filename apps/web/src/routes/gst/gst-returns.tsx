import {
  type EndpointAnswer,
  formatInr,
  gstr1SummaryEndpoint,
  indiaDay,
  monthPeriodOf,
  recentReturnPeriods,
} from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Select, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { callEndpoint } from '../../api/endpoint';
import { errorMessage } from '../../api/notify';
import { DownloadButton } from '../../kit/list/download-button';
import { GstChecksList } from './gst-checks-list';
import { GstTotalsTable } from './gst-totals-table';

type Summary = EndpointAnswer<typeof gstr1SummaryEndpoint>;

const TITLE_STYLE = { margin: 0, fontSize: 16 };

/** The period in the URL (?period=112026 or Q3-2026-27); this month without one. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = indiaDay(new Date());
  const period = params.get('period') ?? monthPeriodOf(today);
  const options = useMemo(() => {
    const periods = recentReturnPeriods(today, 13);
    return [
      {
        label: 'Months',
        options: periods.filter((p) => !p.quarterly).map((p) => ({ value: p.key, label: p.label })),
      },
      {
        label: 'Quarters',
        options: periods.filter((p) => p.quarterly).map((p) => ({ value: p.key, label: p.label })),
      },
    ];
  }, [today]);
  return { period, options, change: (next: string) => setParams({ period: next }) };
}

function Reconciliation({ summary }: { summary: Summary }) {
  const { ok, differences } = summary.reconciliation;
  if (ok) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="gst-reconciled"
        title="Reconciled to the paisa: b2b + b2cl + b2cs − credit notes equals the HSN summary and the invoices less the credit notes."
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title="The return does not reconcile"
      description={differences
        .map((d) => `${d.figure}: tables ${formatInr(d.tables)}, ${d.against} ${formatInr(d.other)}`)
        .join('; ')}
    />
  );
}

function Downloads({ summary }: { summary: Summary }) {
  const { period } = summary;
  const name = `GSTR1-${summary.gstin}-${period.key}`;
  return (
    <Space wrap>
      <DownloadButton
        path="/gst/gstr1"
        query={{ period: period.key }}
        filename={`${name}.json`}
        label="GSTR-1 JSON"
      />
      <DownloadButton
        path="/gst/gstr1"
        query={{ period: period.key, format: 'xlsx' }}
        filename={`${name}.xlsx`}
        label="GSTR-1 xlsx"
      />
      <DownloadButton
        path="/gst/sales-register"
        query={{ from: period.from, to: period.to }}
        filename={`sales-register-${period.from}-to-${period.to}.xlsx`}
        label="Sales register"
      />
    </Space>
  );
}

function PeriodSummary({ summary }: { summary: Summary }) {
  return (
    <>
      <Card
        title={<h2 style={TITLE_STYLE}>{summary.period.label}</h2>}
        extra={<Downloads summary={summary} />}
      >
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 4 }}
            items={[
              { key: 'gstin', label: 'GSTIN', children: summary.gstin },
              { key: 'fp', label: 'Return period (fp)', children: summary.period.fp },
              { key: 'invoices', label: 'Invoices', children: summary.invoiceCount },
              { key: 'notes', label: 'Credit notes', children: summary.creditNoteCount },
            ]}
          />
          <Reconciliation summary={summary} />
          <GstTotalsTable tables={summary.tables} />
        </Flex>
      </Card>
      <Card title={<h2 style={TITLE_STYLE}>Checks before filing ({summary.checks.length})</h2>}>
        <GstChecksList checks={summary.checks} />
      </Card>
    </>
  );
}

/** GST returns: GSTR-1 of a month or quarter in totals, what to fix, and the downloads. */
export default function GstReturnsPage() {
  const { period, options, change } = usePeriod();
  const { data, error, isPending } = useQuery({
    queryKey: ['gst', 'gstr1-summary', period],
    queryFn: () => callEndpoint(gstr1SummaryEndpoint, { query: { period } }),
    retry: false,
  });
  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <Select
          aria-label="Return period"
          value={period}
          options={options}
          onChange={change}
          style={{ width: 320 }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Flex>
      {error && <Alert type="error" showIcon role="alert" title={errorMessage(error)} />}
      {isPending && <Skeleton active />}
      {data && <PeriodSummary summary={data} />}
    </Flex>
  );
}
