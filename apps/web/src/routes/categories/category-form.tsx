import { brands, CATEGORY_ICON_MAX_MB, CATEGORY_PAGES, categories, IMAGE_EXTENSIONS } from '@mandi/domain';
import { Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ImageUpload } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { type Category, categoryPaths, categoryScreenPaths, parentIdOf } from './category-screen';
import { ParentPicker } from './parent-picker';

type Values = Record<string, unknown>;

/** The product list, for the tile link to one product: declared by the products screens. */
const products = { name: 'products', titleField: 'name' };

/** Pictures other than the icon take the spec's default upload size. */
const PICTURE_MAX_MB = 5;

/** The link fields that do not apply to the chosen page are cleared, not kept out of sight. */
function toBody(values: Values): Values {
  return {
    ...values,
    parentId: values.parentId ?? null,
    productId: values.page === 'Product' ? (values.productId ?? null) : null,
    brandId: values.page === 'Brand' ? (values.brandId ?? null) : null,
  };
}

/** The icon, image and banner, with their dividers; the store link (page, product or brand). */
const PicturesAndLink = () => (
  <>
    <Divider titlePlacement="start">Pictures</Divider>
    <SchemaField name="icon" label="Icon">
      <ImageUpload
        label="Category icon"
        action="/categories/upload"
        accept={IMAGE_EXTENSIONS}
        maxSizeMb={CATEGORY_ICON_MAX_MB}
        previewWidth={64}
        previewHeight={64}
      />
    </SchemaField>
    <SchemaField name="image" label="Image">
      <ImageUpload label="Category image" accept={IMAGE_EXTENSIONS} maxSizeMb={PICTURE_MAX_MB} />
    </SchemaField>
    <SchemaField name="banner" label="Banner">
      <ImageUpload
        label="Category banner"
        accept={IMAGE_EXTENSIONS}
        maxSizeMb={PICTURE_MAX_MB}
        previewWidth={270}
        previewHeight={120}
      />
    </SchemaField>

    <Divider titlePlacement="start">Store link</Divider>
    <SchemaField name="page" label="Page" extra="Where the category's tile leads in the store.">
      <Select
        aria-label="Page"
        allowClear
        placeholder="Its subcategories"
        style={{ width: 240 }}
        options={CATEGORY_PAGES.map((page) => ({ value: page, label: page }))}
      />
    </SchemaField>
    <Form.Item noStyle dependencies={['page']}>
      {({ getFieldValue }) => (
        <>
          {getFieldValue('page') === 'Product' && (
            <SchemaField name="productId" label="Product">
              <ResourceSelect def={products} aria-label="Product" placeholder="Search products" />
            </SchemaField>
          )}
          {getFieldValue('page') === 'Brand' && (
            <SchemaField name="brandId" label="Brand">
              <ResourceSelect def={brands} aria-label="Brand" placeholder="Search brands" />
            </SchemaField>
          )}
        </>
      )}
    </Form.Item>
  </>
);

/** What search engines read. */
const SearchEngineFields = () => (
  <>
    <Divider titlePlacement="start">Search engines</Divider>
    <SchemaField name="metaTitle" label="Meta title">
      <Input />
    </SchemaField>
    <SchemaField name="metaDescription" label="Meta description">
      <Input.TextArea rows={2} />
    </SchemaField>
    <SchemaField name="metaKeywords" label="Meta keywords">
      <Input placeholder="vegetables, sabzi, fresh" />
    </SchemaField>
  </>
);

/**
 * Add (/category/add/{parentId or 0}) and edit (/category/edit/{id}/{parentId or 0}) a
 * category; saving returns to the list of the parent the route names.
 */
export default function CategoryForm() {
  const params = useParams();
  const parentId = parentIdOf(params.parentId);
  const editingId = params.id ? Number(params.id) : undefined;
  const initialValues = useMemo(() => ({ parentId }), [parentId]);

  return (
    <ResourceForm<Category>
      def={categories}
      paths={categoryScreenPaths(parentId)}
      id={params.id}
      listPath={categoryPaths.list(parentId)}
      initialValues={initialValues}
      toBody={toBody}
    >
      <SchemaField name="parentId" label="Parent">
        <ParentPicker editingId={editingId} />
      </SchemaField>
      <SchemaField name="name" label="Name" validateTrigger="onBlur">
        <Input placeholder="Fresh Vegetables" showCount />
      </SchemaField>
      <SchemaField name="slug" label="Slug" extra="Made from the name when left empty; must be unique.">
        <Input placeholder="fresh-vegetables" maxLength={160} />
      </SchemaField>
      <SchemaField name="description" label="Description">
        <Input.TextArea rows={3} />
      </SchemaField>
      <SchemaField name="priority" label="Priority" extra="Smaller numbers come first.">
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </SchemaField>
      <SchemaField name="featured" label="Featured" valuePropName="checked">
        <Switch />
      </SchemaField>
      <SchemaField name="displayInFooter" label="Display in footer" valuePropName="checked">
        <Switch />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>

      <PicturesAndLink />
      <SearchEngineFields />
    </ResourceForm>
  );
}
