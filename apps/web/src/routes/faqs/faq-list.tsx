import { type DetailOf, faqs } from '@mandi/domain';
import { Tag } from 'antd';
import { ResourceAccordion } from '../../kit/list/resource-accordion';
import { faqPaths } from './faqs.routes';

/** /faqs/list: the questions as the app shows them, 50 a page by priority (spec 02 §8, §9). */
export default function FaqList() {
  return (
    <ResourceAccordion<DetailOf<typeof faqs>>
      def={faqs}
      paths={faqPaths}
      rowsLabel="Questions"
      tags={(faq) => <Tag>Priority {faq.priority}</Tag>}
      bodyField="answer"
    />
  );
}
