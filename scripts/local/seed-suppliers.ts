// Seeds a demo supplier and its small price list once (found by name, so a second run adds nothing):
// screens, batteries and ports for the models the demo repairs and catalogue use.
import { listSuppliers } from '../../functions/data/suppliers';
import { createSupplier, importPriceList } from '../../functions/suppliers/suppliers';

const DEMO_SUPPLIER = {
  name: 'Lagan Parts Wholesale',
  contact: 'Orla Quinn',
  email: 'orders@laganparts.example.com',
  accountNumber: 'DRS-4471',
  leadTimeDays: 2,
};

const DEMO_PRICE_LIST = `supplier sku,description,compatible models,cost price
LPW-IP13-OLED,iPhone 13 OLED screen assembly,iPhone 13,62.50
LPW-IP13-BAT,iPhone 13 battery,iPhone 13,11.80
LPW-IP14-OLED,iPhone 14 OLED screen assembly,iPhone 14,78.00
LPW-IP14-PORT,iPhone 14 charging port flex,iPhone 14,9.40
LPW-IP15-BAT,iPhone 15 battery,iPhone 15;iPhone 15 Plus,14.20
LPW-S23-LCD,Galaxy S23 screen with frame,Galaxy S23,89.00
LPW-S23-BAT,Galaxy S23 battery,Galaxy S23,12.60
LPW-A54-PORT,Galaxy A54 USB-C charging port board,Galaxy A54,6.90
LPW-PS5-HDMI,PS5 HDMI port,PlayStation 5,4.75
LPW-NSW-STICK,"Joy-Con analogue stick, pair",Nintendo Switch;Nintendo Switch OLED,5.10
`;

export async function seedSuppliers(): Promise<void> {
  if ((await listSuppliers()).some((s) => s.name === DEMO_SUPPLIER.name)) return;
  const supplier = await createSupplier(DEMO_SUPPLIER, new Date());
  await importPriceList(supplier.id, DEMO_PRICE_LIST, new Date());
}
