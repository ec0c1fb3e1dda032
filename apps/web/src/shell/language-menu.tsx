import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { notify } from '../api/notify';
import { LANGUAGES, type LanguageKey, useSettings } from './settings-store';

/** The interface is English only (spec 01 §1); the menu still says which language is on. */
export function LanguageMenu() {
  const language = useSettings((s) => s.language);
  const change = useSettings((s) => s.change);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((item) => ({ key: item.key, label: item.label })),
        onClick: ({ key }) => {
          change('language', key as LanguageKey);
          notify.success('Switch Language Success');
        },
      }}
    >
      {/* No tooltip: it would cover the menu this button opens. */}
      <Button type="text" title="Language" aria-label="Language" icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
