import { PlusOutlined } from '@ant-design/icons';
import { faqs } from '@mandi/domain';
import { Alert, Button, Card, Collapse, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import './faq-list.css';
import { errorMessage } from '../../api/notify';
import { EnabledSwitch } from '../../kit/list/enabled-switch';
import { FilterBar } from '../../kit/list/filter-bar';
import { ListPagination } from '../../kit/list/list-pagination';
import { type ListConfig, toListQuery } from '../../kit/list/list-url-state';
import { RowActions } from '../../kit/list/row-actions';
import { useListState } from '../../kit/list/use-list-state';
import { useResourceAccess } from '../../kit/resource-access';
import { useResourceList } from '../../kit/resource-hooks';
import { type Faq, faqFilters, faqPaths, faqSorts } from './faq-screen';

const config: ListConfig = {
  filters: faqFilters,
  defaultSort: faqs.defaultSort,
  pageSize: faqs.pageSize,
  sortFields: faqSorts.map((choice) => choice.field),
};

/**
 * /faqs/list: the questions as the app shows them, an accordion 50 a page by priority, each
 * with its enabled switch, edit and delete. Unlike the other lists, a failed load says why
 * (spec 02 §8).
 */
export default function FaqList() {
  const access = useResourceAccess(faqs);
  const navigate = useNavigate();
  const list = useListState(config);
  const [openKey, setOpenKey] = useState<string[]>([]);
  const { state } = list;
  const query = useMemo(() => toListQuery(state, config), [state]);
  const { data: page, isFetching, isError, error } = useResourceList<Faq>(faqs, query);

  const items = (page?.data ?? []).map((faq) => ({
    key: String(faq.id),
    label: (
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{faq.title}</Typography.Text>
        <Tag>Priority {faq.priority}</Tag>
        {!faq.enabled && <Tag color="red">Disabled</Tag>}
      </Flex>
    ),
    // Only the title opens the panel (collapsible="header"): the row's controls sit beside it,
    // not inside the header's button.
    extra: (
      <Flex gap={8} align="center">
        <EnabledSwitch
          def={faqs}
          id={faq.id}
          name={faq.title}
          enabled={faq.enabled}
          disabled={!access.write}
        />
        {access.write && (
          <RowActions def={faqs} id={faq.id} name={faq.title} editPath={faqPaths.edit(faq.id)} canDelete />
        )}
      </Flex>
    ),
    children: (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{faq.answer}</Typography.Paragraph>
    ),
  }));

  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <FilterBar
          filters={faqFilters}
          values={state.values}
          onApply={list.setValues}
          onReset={list.reset}
          sortChoices={faqSorts}
          sort={state.sort ?? faqs.defaultSort[0]}
          onSort={list.setSort}
          actions={
            access.write && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(faqPaths.add)}>
                Add
              </Button>
            )
          }
        />
        {isError && (
          <Alert type="error" showIcon message={errorMessage(error) || 'The questions could not be loaded'} />
        )}
        {/* The questions: where the focus comes back after a delete. */}
        <section data-list-rows tabIndex={-1} aria-label="Questions">
          <Spin spinning={isFetching}>
            {items.length > 0 ? (
              <Collapse
                collapsible="header"
                activeKey={openKey}
                // One question open at a time, as an accordion, without the tab roles of
                // antd's accordion (a tablist may not hold the row's switch and buttons).
                onChange={(keys) => setOpenKey((Array.isArray(keys) ? keys : [keys]).slice(-1).map(String))}
                className="faq-list"
                items={items}
              />
            ) : (
              !isFetching && !isError && <Empty description="No questions yet" />
            )}
          </Spin>
        </section>
        <ListPagination
          total={page?.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSize={faqs.pageSize}
          onChange={list.setPage}
        />
      </Flex>
    </Card>
  );
}
