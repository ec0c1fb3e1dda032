import { BRAND_IMAGE_MAX_MB, brands, IMAGE_EXTENSIONS } from '@mandi/domain';
import { Input, Switch } from 'antd';
import { useParams } from 'react-router';
import { ImageUpload } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { SchemaField } from '../../kit/form/schema-field';
import { type Brand, brandPaths } from './brand-screen';

/** Add and edit a brand: name, logo (.jpg, .jpeg or .png), description; enabled by default. */
export default function BrandForm() {
  const { id } = useParams();
  return (
    <ResourceForm<Brand> def={brands} paths={brandPaths} id={id}>
      <SchemaField name="name">
        <Input placeholder="Amul" showCount />
      </SchemaField>
      <SchemaField name="image">
        <ImageUpload label="Brand image" accept={IMAGE_EXTENSIONS} maxSizeMb={BRAND_IMAGE_MAX_MB} />
      </SchemaField>
      <SchemaField name="description">
        <Input.TextArea rows={3} placeholder="Dairy brand of the Gujarat co-operative" />
      </SchemaField>
      <SchemaField name="enabled">
        <Switch />
      </SchemaField>
    </ResourceForm>
  );
}
