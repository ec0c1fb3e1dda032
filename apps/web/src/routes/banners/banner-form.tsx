import {
  BANNER_IMAGE,
  BANNER_PAGES,
  BANNER_POSITIONS,
  bannerResolutionMessage,
  banners,
  bannerTargetValues,
  brands,
  categories,
  IMAGE_EXTENSIONS,
} from '@mandi/domain';
import { DatePicker, Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useParams } from 'react-router';
import { beforeYesterday, DAY_FORMAT, fromDayRange, toDayRange } from '../../kit/form/day-range';
import { ImageUpload } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceSelect } from '../../kit/form/resource-select';
import { SchemaField } from '../../kit/form/schema-field';
import { imageSizeOf } from '../../kit/upload/image-size';
import { type Banner, bannerPaths } from './banner-screen';

type Values = Record<string, unknown>;

/** The product list, for a banner leading to one product: declared by the products screens. */
const products = { name: 'products', titleField: 'name' };

/** The app lays banners out at one size; a picture of another is refused before it is sent. */
async function checkSize(file: File): Promise<string | null> {
  try {
    const { width, height } = await imageSizeOf(file);
    if (width === BANNER_IMAGE.width && height === BANNER_IMAGE.height) return null;
  } catch {
    // Unreadable: the same words as a wrong size, the server has the last word anyway.
  }
  return bannerResolutionMessage(BANNER_IMAGE.width, BANNER_IMAGE.height);
}

const toForm = (row: Banner): Values => ({
  ...row,
  validity: toDayRange(row.validFrom, row.validTill),
});

/** The validity range as two days; only the field of the chosen page is sent. */
function toBody(values: Values): Values {
  const { validity, ...rest } = values;
  return { ...rest, ...bannerTargetValues(rest), page: rest.page ?? null, ...fromDayRange(validity) };
}

/** Where a tap on the banner leads: a page and, for some, the category, product, brand or link. */
const TapTarget = () => (
  <>
    <Divider titlePlacement="start">Where a tap leads</Divider>
    <SchemaField name="page" label="Page">
      <Select
        aria-label="Page"
        allowClear
        placeholder="Nowhere"
        style={{ width: 240 }}
        options={BANNER_PAGES.map((page) => ({
          value: page,
          label: page === 'Categories' ? 'Category' : page,
        }))}
      />
    </SchemaField>
    <Form.Item noStyle dependencies={['page']}>
      {({ getFieldValue }) => {
        const page = getFieldValue('page');
        if (page === 'Categories')
          return (
            <SchemaField name="categoryId" label="Category">
              <ResourceSelect def={categories} aria-label="Category" placeholder="Search categories" />
            </SchemaField>
          );
        if (page === 'Product')
          return (
            <SchemaField name="productId" label="Product">
              <ResourceSelect def={products} aria-label="Product" placeholder="Search products" />
            </SchemaField>
          );
        if (page === 'Brand')
          return (
            <SchemaField name="brandId" label="Brand">
              <ResourceSelect def={brands} aria-label="Brand" placeholder="Search brands" />
            </SchemaField>
          );
        if (page === 'Link')
          return (
            <SchemaField name="link" label="Link">
              <Input aria-label="Link" placeholder="https://mandi.example.in/offers" />
            </SchemaField>
          );
        return null;
      }}
    </Form.Item>
  </>
);

/** Add and edit a banner: its 1125 x 500 picture, where the app shows it and where a tap leads. */
export default function BannerForm() {
  const { id } = useParams();
  return (
    <ResourceForm<Banner> def={banners} paths={bannerPaths} id={id} toForm={toForm} toBody={toBody}>
      <SchemaField name="image" label="Image" extra="Exactly 1125 x 500 pixels.">
        <ImageUpload
          label="Banner image"
          action="/banners/upload"
          accept={IMAGE_EXTENSIONS}
          maxSizeMb={BANNER_IMAGE.maxMb}
          previewWidth={337}
          previewHeight={150}
          check={checkSize}
        />
      </SchemaField>
      <SchemaField name="name" label="Name">
        <Input placeholder="Alphonso season" showCount />
      </SchemaField>
      <SchemaField name="description" label="Description">
        <Input.TextArea rows={2} placeholder="Ratnagiri mangoes, by the dozen" />
      </SchemaField>
      <SchemaField name="bannerPosition" label="Position" extra="Where the app shows it.">
        <Select
          aria-label="Position"
          style={{ width: 240 }}
          options={BANNER_POSITIONS.map((position) => ({ value: position, label: position }))}
        />
      </SchemaField>
      <SchemaField name="priority" label="Priority" extra="Smaller shows first.">
        <InputNumber aria-label="Priority" min={0} precision={0} style={{ width: 240 }} />
      </SchemaField>
      <SchemaField name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </SchemaField>
      <Form.Item
        name="validity"
        label="Validity"
        extra="From the start of the first day to the end of the last."
      >
        <DatePicker.RangePicker
          aria-label="Validity"
          format={DAY_FORMAT}
          disabledDate={beforeYesterday}
          allowEmpty={[false, false]}
        />
      </Form.Item>

      <TapTarget />
    </ResourceForm>
  );
}
