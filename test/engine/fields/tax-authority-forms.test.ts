// Patterns of the fifteenth layout batch (bench/layouts/documents-fresh15.ts): invoices laid out as
// Latin American and Philippine tax rules ask, with a tax the client withholds for the State, the
// number printed across the title's line, the seller's registered name in a "Razón Social" field,
// a printer's permit in the fine print, and an event's date in the header.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from './page-fixture.js';

const fieldsOf = (page: ReturnType<typeof makePage>) => extractDocuments([page], { kind: 'invoice' })[0]!.fields;

t.test('a withholding above the net payable: the net is the total; the withholding is no tax', async (t) => {
  const page = makePage(grid([
    [30, [200, 'Refrigeración Frío Andino S.A.S.']],
    [60, [40, 'FACTURA ELECTRÓNICA DE VENTA'], [480, 'No. FAN-2291']],
    [80, [40, 'Fecha de emisión'], [200, '2026-11-19']],
    [120, [40, 'Descripción'], [300, 'Cant.'], [360, 'Valor unitario'], right(560, 'Valor total')],
    [134, [40, 'Mantenimiento preventivo'], [300, '2'], [360, '850.000,00'], right(560, '1.700.000,00')],
    [148, [40, 'Cambio de compresor'], [300, '1'], [360, '2.100.000,00'], right(560, '2.100.000,00')],
    [180, [330, 'Subtotal'], right(560, '$ 3.800.000,00')],
    [194, [330, 'IVA 19%'], right(560, '$ 722.000,00')],
    [208, [330, 'Total factura'], right(560, '$ 4.522.000,00')],
    [222, [330, 'Retención en la fuente 4% (servicios)'], right(560, '-$ 152.000,00')],
    [240, [330, 'NETO A PAGAR'], right(560, '$ 4.370.000,00')],
  ]));
  const fields = fieldsOf(page);
  t.equal(fields.total, 4370000);
  t.equal(fields.subtotal, 3800000);
  t.equal(fields.tax, 722000);
  t.equal(fields.invoiceNumber, 'FAN-2291', 'the number sign across the title\'s line');
});

t.test('without a withholding the later payable line of the same amount changes nothing; a deposit paid stays out', async (t) => {
  const page = makePage(grid([
    [30, [40, 'Studio Associato Ferretti & Galli']],
    [60, [40, 'Fattura n. 118/2026'], [330, 'Data'], [400, '20/11/2026']],
    [180, [330, 'Totale imponibile'], right(560, '1.978,08')],
    [194, [330, 'IVA 22 %'], right(560, '435,18')],
    [208, [330, 'Totale fattura'], right(560, '2.413,26')],
    [222, [330, "Ritenuta d'acconto 20 % su 1.902,00"], right(560, '-380,40')],
    [240, [330, 'Netto a pagare'], right(560, '€ 2.032,86')],
  ]));
  t.equal(fieldsOf(page).total, 2032.86, 'a ritenuta d\'acconto is taken off too');
  const deposit = makePage(grid([
    [30, [40, 'Acme Builders LLC']],
    [100, [380, 'Subtotal'], right(520, '100.00')],
    [114, [380, 'Tax'], right(520, '8.25')],
    [128, [380, 'Total'], right(520, '108.25')],
    [142, [380, 'Deposit received'], right(520, '-50.00')],
    [156, [380, 'Balance Due'], right(520, '58.25')],
  ]));
  t.equal(fieldsOf(deposit).total, 108.25, 'money already paid is no withholding');
});

t.test('a Philippine sales invoice: withholding above the amount due, VAT lines restated, the printer\'s permit date in the fine print', async (t) => {
  const page = makePage([...grid([
    [20, [70, 'TALA KITCHEN & RESTAURANT SUPPLY CORP.']],
    [54, [140, 'VAT Reg. TIN: 009-447-182-00000']],
    [70, [24, 'SALES INVOICE'], [320, 'No. 004471']],
    [94, [24, 'Sold to:'], [64, 'Casa Ilocandia Restaurant Inc.'], [266, 'Date:'], [296, '11/20/2026']],
    [159, [30, 'QTY'], [58, 'UNIT'], [149, 'ARTICLES'], [262, 'UNIT PRICE'], right(368, 'AMOUNT')],
    [175, [35, '4'], [59, 'pcs'], [84, 'Stainless steel stock pot, 40 L'], right(306, '4,480.00'), right(368, '17,920.00')],
    [189, [35, '2'], [57, 'units'], [84, 'Commercial rice cooker, 10 L'], right(306, '21,040.00'), right(368, '42,080.00')],
    [277, [24, 'VATable Sales'], right(160, '60,000.00'), [200, 'Total Sales (VAT Inclusive)'], right(368, '67,200.00')],
    [288, [24, 'VAT-Exempt Sales'], right(160, '0.00'), [200, 'Less: VAT'], right(368, '7,200.00')],
    [299, [200, 'Amount: Net of VAT'], right(368, '60,000.00')],
    [310, [24, 'VAT Amount'], right(160, '7,200.00'), [200, 'Amount Due'], right(368, '60,000.00')],
    [329, [200, 'Add: VAT'], right(368, '7,200.00')],
    [343, [200, 'Less: Withholding Tax (1%)'], right(368, '600.00')],
    [359, [200, 'TOTAL AMOUNT DUE'], right(368, 'PHP 66,600.00')],
  ], 7), { text: 'BIR Authority to Print No. 0AU1182044712 · Date Issued: 03/15/2025 · 50 Bklts. (50x3) 000001-002500', x: 24, y: 559, size: 5 }]);
  const fields = fieldsOf(page);
  t.equal(fields.total, 66600);
  t.equal(fields.tax, 7200, 'the withholding tax is not added to the VAT');
  t.equal(fields.subtotal, 60000);
  t.equal(fields.invoiceNumber, '004471');
  t.equal(fields.invoiceDate, '2026-11-20', 'the permit\'s "Date Issued" deep in a line of fine print ranks below the header\'s "Date:"');
  t.same(fields.lineItems.map((i) => [i.description, i.quantity, i.unit, i.total]), [
    ['Stainless steel stock pot, 40 L', 4, 'pcs', 17920],
    ['Commercial rice cooker, 10 L', 2, 'units', 42080],
  ], '"ARTICLES" heads the description column, so the unit stays in its own');
});

t.test('a two-line word mark ends in a legal form alone; the "Razón Social" field spells the name out', async (t) => {
  const page = makePage([...grid([[45, [40, 'Distribuidora Río Salado'], [300, 'A FACTURA']], [70, [40, 'S.R.L.']]], 16), ...grid([
    [72, [250, 'COD. 01'], [330, 'Nº 0004-00000447']],
    [99, [40, 'Razón Social: Distribuidora Río Salado S.R.L.'], [330, 'Fecha de Emisión: 20/11/2026']],
    [184, [40, 'Condición de venta: Cuenta Corriente'], [330, 'Fecha de Vto. para el pago: 20/12/2026']],
    [207, [40, 'CUIT: 30-71118204-3'], [330, 'Razón Social: Panificadora San Cayetano S.A.']],
    [667, [330, 'Importe Total: $'], right(560, '1.516.869,20')],
  ])]);
  const fields = fieldsOf(page);
  t.equal(fields.vendorName, 'Distribuidora Río Salado S.R.L.');
  t.equal(fields.invoiceNumber, '0004-00000447', 'under "A FACTURA", the invoice\'s letter beside its title');
  t.equal(fields.dueDate, '2026-12-20', '"Fecha de Vto. para el pago" is one label, not a due date and a tender');
});

t.test('a date word in the header grid ranks above an event line shaped like a letter\'s dateline', async (t) => {
  const page = makePage(grid([
    [30, [300, 'Tanjong Ember Catering Pte. Ltd.']],
    [149, [40, 'INVOICE NO.'], [150, 'DATE'], [250, 'DUE DATE']],
    [159, [40, 'TEC-26-0447'], [150, '19 Nov 2026'], [250, '19 Dec 2026']],
    [189, [40, 'BILL TO'], [300, 'EVENT']],
    [199, [40, 'Lumina Analytics Pte. Ltd.'], [300, 'Town hall lunch, 21 Nov 2026']],
    [400, [330, 'Amount payable'], right(560, 'SGD 3,872.77')],
  ]));
  t.equal(fieldsOf(page).invoiceDate, '2026-11-19');
});

t.test('a tip and total written above "PROPINA $" and "TOTAL $" blanks: the written total, not the printed one', async (t) => {
  const [doc] = extractDocuments([makePage(grid([
    [20, [40, 'Fogón de la Tía Chela']],
    [185, [40, 'SUBTOTAL'], right(200, '$887.93')],
    [196, [40, 'IVA 16%'], right(200, '$142.07')],
    [208, [40, 'TOTAL'], right(200, '$1,030.00')],
    [310, [120, '150.00']],
    [317, [40, 'PROPINA $']],
    [335, [110, '1,180.00']],
    [343, [40, 'TOTAL $']],
  ], 8))], { kind: 'receipt' });
  t.equal(doc!.fields.tip, 150);
  t.equal(doc!.fields.total, 1180);
});

t.test('a senior citizen\'s share sold without VAT: "Less: VAT (SC share)" and "SC Disc." come off; the VAT is the printed VAT Amount', async (t) => {
  const [doc] = extractDocuments([makePage(grid([
    [10, [53, 'SARAP EXPRESS']],
    [148, [20, '2'], [34, 'FRIED CHICKEN W/ RICE'], right(206, '258.00')],
    [167, [20, '1'], [34, 'PALABOK FIESTA'], right(206, '145.00')],
    [177, [20, '2'], [34, 'ICED TEA REGULAR'], right(206, '269.00')],
    [231, [20, 'Subtotal'], right(206, '672.00')],
    [241, [20, 'Less: VAT (SC share)'], right(206, '-36.00')],
    [251, [20, 'Less: SC Disc. 20%'], right(206, '-60.00')],
    [262, [20, 'AMOUNT DUE'], right(206, '576.00')],
    [280, [20, 'CASH'], right(206, '1,000.00')],
    [307, [20, 'VATable Sales'], right(206, '300.00')],
    [316, [20, 'VAT Amount (12%)'], right(206, '36.00')],
    [325, [20, 'VAT-Exempt Sales'], right(206, '300.00')],
  ], 7))], { kind: 'receipt' });
  t.equal(doc!.fields.total, 576);
  t.equal(doc!.fields.tax, 36);
});

t.test('a Brazilian NFS-e in labelled boxes: the seller named in its EMITENTE section, not the city hall\'s title; the net after ISS retido', async (t) => {
  const fields = fieldsOf(makePage([...grid([[36, [253, 'PREFEITURA DO MUNICÍPIO DE SÃO PAULO']]], 11), ...grid([
    [30, [100, 'DANFSe v1.0']],
    [80, [30, 'Chave de Acesso da NFS-e'], [310, 'Número da NFS-e'], [465, 'Data e Hora da emissão da NFS-e']],
    [89, [30, '35503082212447182000109000000000004471261182045570'], [310, '4471'], [465, '19/11/2026 14:32:10']],
    [143, [34, 'EMITENTE DA NFS-e'], [480, 'Prestador do Serviço']],
    [157, [30, 'CNPJ / CPF / NIF'], [180, 'Inscrição Municipal']],
    [166, [30, '12.447.182/0001-09'], [180, '4.471.820-3']],
    [183, [30, 'Nome / Nome Empresarial'], [300, 'E-mail']],
    [192, [30, 'Quintela & Barros Tecnologia Ltda.'], [300, 'fiscal@quintelabarros.com.br']],
    [243, [34, 'TOMADOR DO SERVIÇO']],
    [283, [30, 'Nome / Nome Empresarial']],
    [292, [30, 'Clínica Odontológica Sorriso Paulista Ltda.']],
    [558, [30, 'Valor do Serviço'], [150, 'Desconto Incondicionado'], [420, 'ISSQN Retido']],
    [567, [30, 'R$ 6.850,00'], [150, 'R$ -'], [420, 'R$ 342,50']],
    [584, [30, 'IRRF, CSLL, PIS e COFINS Retidos'], [420, 'Valor Líquido da NFS-e']],
    [592, [30, 'R$ -'], [420, 'R$ 6.507,50']],
  ], 8)]));
  t.equal(fields.vendorName, 'Quintela & Barros Tecnologia Ltda.');
  t.equal(fields.invoiceNumber, '4471');
  t.equal(fields.total, 6507.5);
});

t.test('a withholding at the foot of one page, the net payable at the head of the next', async (t) => {
  const first = makePage(grid([
    [30, [200, 'Refrigeración Frío Andino S.A.S.']],
    [60, [40, 'FACTURA ELECTRÓNICA DE VENTA'], [480, 'No. FAN-2291']],
    [640, [330, 'Subtotal'], right(560, '$ 3.800.000,00')],
    [654, [330, 'IVA 19%'], right(560, '$ 722.000,00')],
    [668, [330, 'Total factura'], right(560, '$ 4.522.000,00')],
    [700, [330, 'Retención en la fuente 4% (servicios)'], right(560, '-$ 152.000,00')],
  ]));
  const second = makePage(grid([[60, [330, 'NETO A PAGAR'], right(560, '$ 4.370.000,00')]]), { pageIndex: 1 });
  t.equal(extractDocuments([first, second], { kind: 'invoice' })[0]!.fields.total, 4370000);
});
