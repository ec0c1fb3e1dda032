import {
  DISCOUNT_OPTIONS,
  IMAGE_EXTENSIONS,
  SETTINGS_DOCUMENT_MAX_MB,
  settings,
  settingsInput,
  states,
} from '@mandi/domain';
import { Input, InputNumber, type InputNumberProps, type InputProps, Select, Switch } from 'antd';
import { FormSection } from '../../kit/form/form-section';
import { ImageUpload, type ImageUploadProps } from '../../kit/form/image-upload';
import { ResourceForm } from '../../kit/form/resource-form';
import { ResourceMultiSelect } from '../../kit/form/resource-multi-select';
import { ResourceSelect } from '../../kit/form/resource-select';
import { RupeeInput } from '../../kit/form/rupee-input';
import { SchemaField } from '../../kit/form/schema-field';
import { type Settings, settingsPaths } from './settings-screen';

/** The product list, for the featured products: declared by the products screens. */
const products = { name: 'products', titleField: 'name' };
const DOCUMENT_TYPES = ['.pdf', ...IMAGE_EXTENSIONS];
const discountChoices = DISCOUNT_OPTIONS.map((option) => ({ value: option, label: option }));

/** The featured products as the API has them, [{ id }], picked by name. */
function FeaturedProducts(props: { value?: { id: number }[]; onChange?: (value: { id: number }[]) => void }) {
  return (
    <ResourceMultiSelect
      def={products}
      value={(props.value ?? []).map((item) => item.id)}
      onChange={(ids) => props.onChange?.(ids.map((id) => ({ id })))}
      maxCount={50}
      placeholder="Search products"
      aria-label="Featured products"
    />
  );
}

// Form.Item hands its child value and onChange: these pass them on.
const Rupees = (props: InputNumberProps<number>) => <RupeeInput {...props} />;
const Days = (props: InputNumberProps<number>) => (
  <InputNumber {...props} min={0} max={365} precision={0} suffix="days" style={{ width: 200 }} />
);
const Link = (props: InputProps) => <Input {...props} maxLength={2048} />;

function Document(props: Omit<ImageUploadProps, 'accept' | 'maxSizeMb'>) {
  return (
    <ImageUpload {...props} accept={DOCUMENT_TYPES} maxSizeMb={SETTINGS_DOCUMENT_MAX_MB} preview="link" />
  );
}

// One component per section, so each stays short; the form holds their fields together.
const DeliverySection = () => (
  <FormSection title="Delivery" help="What a delivery costs and how soon it comes.">
    <SchemaField name="deliveryCharge" label="Delivery charge">
      <Rupees />
    </SchemaField>
    <SchemaField
      name="freeDeliveryThreshold"
      label="Free delivery from"
      extra="Orders of this total or more deliver free."
    >
      <Rupees />
    </SchemaField>
    <SchemaField
      name="orderCutOffTime"
      label="Order cut off time"
      extra="Orders after this time of day go out a day later."
    >
      <Input placeholder="18:00" style={{ width: 200 }} />
    </SchemaField>
    <SchemaField name="maximumDeliveryDays" label="Max delivery days">
      <Days />
    </SchemaField>
    <SchemaField name="deliveryDiscount" label="Delivery discount">
      <Rupees />
    </SchemaField>
    <SchemaField name="discountDeliveryDays" label="Discount delivery days">
      <Days />
    </SchemaField>
    <SchemaField name="maximumDeliveryDiscount" label="Max delivery discount">
      <Rupees />
    </SchemaField>
  </FormSection>
);

const PaymentsSection = () => (
  <FormSection title="Payments">
    <SchemaField name="activateCOD" label="Cash on delivery" valuePropName="checked">
      <Switch />
    </SchemaField>
    <SchemaField
      name="maximumCashAllowed"
      label="Maximum cash allowed"
      extra="The largest order paid in cash."
    >
      <Rupees />
    </SchemaField>
    <SchemaField name="activatePaymentGateway" label="Online payment" valuePropName="checked">
      <Switch />
    </SchemaField>
  </FormSection>
);

const StockSection = () => (
  <FormSection title="Stock">
    <SchemaField
      name="lowStockThreshold"
      label="Low stock at or below"
      extra="A variation with managed stock and no threshold of its own is low stock at or below this quantity."
    >
      <InputNumber min={0} precision={0} style={{ width: 200 }} />
    </SchemaField>
  </FormSection>
);

const DiscountsSection = () => (
  <FormSection title="Discounts">
    <SchemaField name="productDiscountType" label="Product discount type">
      <Input placeholder="Percentage" />
    </SchemaField>
    <SchemaField name="discountOptions" label="Discount choices">
      <Select
        mode="multiple"
        options={discountChoices}
        placeholder="10% Off, 20% Off…"
        aria-label="Discount choices"
      />
    </SchemaField>
  </FormSection>
);

const TaxInvoiceSection = () => (
  <FormSection
    title="Tax invoices"
    help="The store as its GST tax invoices name it: registered name and address, state and GSTIN."
  >
    <SchemaField name="legalName" label="Legal name">
      <Input placeholder="Mandi Fresh Foods Private Limited" />
    </SchemaField>
    <SchemaField name="legalAddress" label="Registered address">
      <Input.TextArea rows={3} />
    </SchemaField>
    <SchemaField
      name="stateId"
      label="State"
      extra="Orders delivered in this state pay CGST and SGST; elsewhere IGST."
    >
      <ResourceSelect def={states} aria-label="State" placeholder="Choose a state" />
    </SchemaField>
    <SchemaField name="gstNumber" label="GST number">
      <Input placeholder="27AAPFU0939F1ZV" style={{ width: 220 }} />
    </SchemaField>
    <SchemaField
      name="b2clThreshold"
      label="B2C large above"
      extra="GSTR-1: an invoice to another state for an unregistered buyer above this is reported on its own (B2CL); ₹1,00,000 since August 2024."
    >
      <Rupees />
    </SchemaField>
  </FormSection>
);

const FeaturedSection = () => (
  <FormSection title="Featured products" help="Shown in the app in this order.">
    <SchemaField name="product" label="Products">
      <FeaturedProducts />
    </SchemaField>
  </FormSection>
);

const SupportSection = () => (
  <FormSection title="Support and links" help="What the app shows customers who need help.">
    <SchemaField name="supportEmail" label="Support email">
      <Input placeholder="help@yourstore.in" maxLength={254} />
    </SchemaField>
    <SchemaField name="supportContact" label="Support contact">
      <Input placeholder="+919876543210" style={{ width: 200 }} />
    </SchemaField>
    <SchemaField name="address" label="Address">
      <Input.TextArea rows={3} />
    </SchemaField>
    <SchemaField name="popularSearch" label="Popular searches">
      <Select
        mode="tags"
        tokenSeparators={[',']}
        open={false}
        placeholder="atta, paneer, onion"
        aria-label="Popular searches"
      />
    </SchemaField>
    <SchemaField name="homeVideoLink" label="Home video link">
      <Link placeholder="https://www.youtube.com/watch?v=…" />
    </SchemaField>
    <SchemaField name="facebook" label="Facebook">
      <Link placeholder="https://facebook.com/yourstore" />
    </SchemaField>
    <SchemaField name="instagram" label="Instagram">
      <Link placeholder="https://instagram.com/yourstore" />
    </SchemaField>
    <SchemaField name="twitter" label="Twitter">
      <Link placeholder="https://twitter.com/yourstore" />
    </SchemaField>
    <SchemaField name="linkedin" label="LinkedIn">
      <Link placeholder="https://linkedin.com/company/yourstore" />
    </SchemaField>
    <SchemaField name="youtube" label="YouTube">
      <Link placeholder="https://youtube.com/@yourstore" />
    </SchemaField>
  </FormSection>
);

const AppsSection = () => (
  <FormSection title="Apps" help="The newest versions; a forced update asks older apps to update first.">
    <SchemaField name="androidVersion" label="Android version">
      <Input placeholder="1.4.2" style={{ width: 200 }} />
    </SchemaField>
    <SchemaField name="androidForceUpdate" label="Force Android update" valuePropName="checked">
      <Switch />
    </SchemaField>
    <SchemaField name="iosVersion" label="iOS version">
      <Input placeholder="1.4.2" style={{ width: 200 }} />
    </SchemaField>
    <SchemaField name="iosForceUpdate" label="Force iOS update" valuePropName="checked">
      <Switch />
    </SchemaField>
  </FormSection>
);

const DocumentsSection = () => (
  <FormSection title="Documents" help="The pages the app links to.">
    <SchemaField name="helpFile" label="Help">
      <Document label="Help file" />
    </SchemaField>
    <SchemaField name="tnc" label="Terms and conditions">
      <Document label="Terms and conditions" />
    </SchemaField>
    <SchemaField name="privacyPolicy" label="Privacy policy">
      <Document label="Privacy policy" />
    </SchemaField>
    <SchemaField name="aboutUs" label="About us">
      <Document label="About us" />
    </SchemaField>
  </FormSection>
);

/** The store's settings in sections: delivery, payments, discounts, featured products, support, apps, documents. */
export function SettingsForm({ id }: { id: string }) {
  return (
    <ResourceForm<Settings> def={settings} paths={settingsPaths} id={id} schema={settingsInput}>
      <DeliverySection />
      <PaymentsSection />
      <StockSection />
      <DiscountsSection />
      <TaxInvoiceSection />
      <FeaturedSection />
      <SupportSection />
      <AppsSection />
      <DocumentsSection />
    </ResourceForm>
  );
}
