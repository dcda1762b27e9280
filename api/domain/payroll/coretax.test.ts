/**
 * The Coretax XML builders against the structure of docs/statutory-exports.md §1–§3: two expected files
 * written by hand from those sections (fictitious identities, as the public template examples show them)
 * rebuilt byte for byte, and every file validated by libxml2 (xmllint-wasm) against the XSDs in
 * tests/fixtures/coretax written from the same sections (§4, docs/decisions/0035-coretax-files-and-a1.md).
 */
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { describe, expect, it } from "vitest";
import type { A1Item } from "./a1";
import { bpa1Xml, bpmpXml, fileOf, isNitkuOf, ratePercent, recipientOf, tin16, withholderIds, withholderMissing, type Recipient } from "./coretax";

const schema = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/coretax", name), "utf8");

async function problems(xml: string, xsd: "bpmp.xsd" | "bpa1.xsd"): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: "file.xml", contents: xml }], schema: [schema(xsd)] });
  return result.errors.map((e) => e.rawMessage);
}

const ids = { tin: "0029482015507000", nitku: "0029482015507000000000" };
const resident: Recipient = { tin: "3201010101900001", foreign: false, passport: null, position: "Staf Gudang", status: "TK/0" };
const foreigner: Recipient = { tin: "3201010101900002", foreign: true, passport: "X1234567", position: "Manajer", status: "K/1" };

/** A BPMP of March 2026 as §1–§2 describe it: a resident TK/0 at 1.25 %, a foreigner K/1 at 1.5 %. */
const BPMP_EXAMPLE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<MmPayrollBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
	<TIN>0029482015507000</TIN>
	<ListOfMmPayroll>
		<MmPayroll>
			<TaxPeriodMonth>3</TaxPeriodMonth>
			<TaxPeriodYear>2026</TaxPeriodYear>
			<CounterpartOpt>Resident</CounterpartOpt>
			<CounterpartPassport xsi:nil="true"/>
			<CounterpartTin>3201010101900001</CounterpartTin>
			<StatusTaxExemption>TK/0</StatusTaxExemption>
			<Position>Staf Gudang</Position>
			<TaxCertificate>N/A</TaxCertificate>
			<TaxObjectCode>21-100-01</TaxObjectCode>
			<Gross>7000000</Gross>
			<Rate>1.25</Rate>
			<IDPlaceOfBusinessActivity>0029482015507000000000</IDPlaceOfBusinessActivity>
			<WithholdingDate>2026-03-31</WithholdingDate>
		</MmPayroll>
		<MmPayroll>
			<TaxPeriodMonth>3</TaxPeriodMonth>
			<TaxPeriodYear>2026</TaxPeriodYear>
			<CounterpartOpt>Foreign</CounterpartOpt>
			<CounterpartPassport>X1234567</CounterpartPassport>
			<CounterpartTin>3201010101900002</CounterpartTin>
			<StatusTaxExemption>K/1</StatusTaxExemption>
			<Position>Manajer</Position>
			<TaxCertificate>N/A</TaxCertificate>
			<TaxObjectCode>21-100-01</TaxObjectCode>
			<Gross>10000000</Gross>
			<Rate>1.5</Rate>
			<IDPlaceOfBusinessActivity>0029482015507000000000</IDPlaceOfBusinessActivity>
			<WithholdingDate>2026-03-31</WithholdingDate>
		</MmPayroll>
	</ListOfMmPayroll>
</MmPayrollBulk>
`;

/** A BPA1 of 2026 as §1 and §3 describe it: one resident, January to December. */
const BPA1_EXAMPLE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<A1Bulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
	<TIN>0029482015507000</TIN>
	<ListOfA1>
		<A1>
			<WorkForSecondEmployer>No</WorkForSecondEmployer>
			<TaxPeriodMonthStart>1</TaxPeriodMonthStart>
			<TaxPeriodMonthEnd>12</TaxPeriodMonthEnd>
			<TaxPeriodYear>2026</TaxPeriodYear>
			<CounterpartOpt>Resident</CounterpartOpt>
			<CounterpartPassport xsi:nil="true"/>
			<CounterpartTin>3201010101900001</CounterpartTin>
			<TaxExemptOpt>TK/0</TaxExemptOpt>
			<StatusOfWithholding>FullYear</StatusOfWithholding>
			<CounterpartPosition>Staf Gudang</CounterpartPosition>
			<TaxObjectCode>21-100-01</TaxObjectCode>
			<NumberOfMonths>0</NumberOfMonths>
			<SalaryPensionJhtTht>84000000</SalaryPensionJhtTht>
			<GrossUpOpt>No</GrossUpOpt>
			<IncomeTaxBenefit>0</IncomeTaxBenefit>
			<OtherBenefit>6000000</OtherBenefit>
			<Honorarium>0</Honorarium>
			<InsurancePaidByEmployer>3813600</InsurancePaidByEmployer>
			<Natura>0</Natura>
			<TantiemBonusThr>7000000</TantiemBonusThr>
			<PensionContributionJhtThtFee>2520000</PensionContributionJhtThtFee>
			<Zakat>0</Zakat>
			<PrevWhTaxSlip xsi:nil="true"/>
			<TaxCertificate>N/A</TaxCertificate>
			<Article21IncomeTax>0</Article21IncomeTax>
			<IDPlaceOfBusinessActivity>0029482015507000000000</IDPlaceOfBusinessActivity>
			<WithholdingDate>2026-12-31</WithholdingDate>
		</A1>
	</ListOfA1>
</A1Bulk>
`;

/** A month of the expected BPA1: 7,000,000 salary, 500,000 meal allowance, 317,800 employer insurance, 210,000 JHT + JP. */
function month(m: number, extra: Partial<A1Item> = {}): A1Item {
  return {
    month: m,
    basic_salary: 7_000_000,
    allowance_housing: 0,
    allowance_meal: 500_000,
    allowance_transport: 0,
    allowance_field: 0,
    allowance_telephone: 0,
    allowance_other: 0,
    overtime_pay: 0,
    yard_bonus: 0,
    job_bonus_normal: 0,
    job_bonus_complex: 0,
    thr: 0,
    bonus: 0,
    other_earnings: 0,
    tax_allowance: 0,
    gross_income: 7_817_800,
    bpjs_jkk: 16_800,
    bpjs_jkm: 21_000,
    bpjs_ks_employer: 280_000,
    bpjs_tk_jht_employee: 140_000,
    bpjs_tk_jp_employee: 70_000,
    pph21: 97_722,
    annual: null,
    ...extra,
  };
}

const year = Array.from({ length: 12 }, (_, i) => month(i + 1));
year[11] = month(12, {
  thr: 7_000_000,
  gross_income: 14_817_800,
  annual: { annual_gross: 100_813_600, biaya_jabatan: 5_040_680, pension: 2_520_000, net: 93_252_920, ptkp: 54_000_000, pkp: 39_252_000, tax: 1_962_600, surcharge: 0, withheld: 1_074_942, this_month: 887_658 },
});

describe("Coretax BPMP", () => {
  it("writes the expected BPMP exactly, and it passes the schema", async () => {
    const xml = bpmpXml(ids, { year: 2026, month: 3 }, [
      { recipient: resident, gross: 7_000_000, rate: 1.25 },
      { recipient: foreigner, gross: 10_000_000, rate: 1.5 },
    ]);
    expect(xml).toBe(BPMP_EXAMPLE);
    expect(await problems(xml, "bpmp.xsd")).toEqual([]);
  });

  it("escapes a job title, writes rates as percentages and months without a leading zero", async () => {
    const xml = bpmpXml(ids, { year: 2026, month: 11 }, [{ recipient: { ...resident, position: `R&D <"Lead"> 'A'` }, gross: 1_400_000_001, rate: 34 }]);
    expect(xml).toContain("<Position>R&amp;D &lt;&quot;Lead&quot;&gt; &apos;A&apos;</Position>");
    expect(xml).toContain("<Rate>34</Rate>");
    expect(xml).toContain("<WithholdingDate>2026-11-30</WithholdingDate>");
    expect(await problems(xml, "bpmp.xsd")).toEqual([]);
    expect([ratePercent(0), ratePercent(0.25), ratePercent(1.75), ratePercent(2.5), ratePercent(16)]).toEqual(["0", "0.25", "1.75", "2.5", "16"]);
  });

  it("the schema refuses what Coretax refuses: a fractional rate, a zero gross, a leading zero, a missing element", async () => {
    const good = bpmpXml(ids, { year: 2026, month: 3 }, [{ recipient: resident, gross: 7_000_000, rate: 1.25 }]);
    for (const bad of [
      good.replace("<Rate>1.25</Rate>", "<Rate>0.0125</Rate>"),
      good.replace("<Gross>7000000</Gross>", "<Gross>0</Gross>"),
      good.replace("<TaxPeriodMonth>3</TaxPeriodMonth>", "<TaxPeriodMonth>03</TaxPeriodMonth>"),
      good.replace(/\s*<Position>[^<]*<\/Position>/, ""),
      good.replace("<CounterpartPassport xsi:nil=\"true\"/>", "<CounterpartPassport></CounterpartPassport>"),
      good.replace("<TaxCertificate>N/A</TaxCertificate>", "<TaxCertificate>ETC</TaxCertificate>"),
    ]) {
      expect(await problems(bad, "bpmp.xsd")).not.toEqual([]);
    }
  });
});

describe("Coretax BPA1", () => {
  it("writes the expected BPA1 exactly from twelve saved months, and it passes the schema", async () => {
    const xml = bpa1Xml(ids, [{ recipient: resident, year: 2026, items: year }]);
    expect(xml).toBe(BPA1_EXAMPLE);
    expect(await problems(xml, "bpa1.xsd")).toEqual([]);
  });

  it("a leaver's slip runs from the first saved month to the month of leaving, part of the year", async () => {
    const leaver = [month(3), month(4), month(5, { annual: { annual_gross: 23_453_400, biaya_jabatan: 1_172_670, pension: 630_000, net: 21_650_730, ptkp: 58_500_000, pkp: 0, tax: 0, surcharge: 0, withheld: 195_444, this_month: -195_444 } })];
    const xml = bpa1Xml(ids, [{ recipient: foreigner, year: 2026, items: leaver }]);
    expect(xml).toContain("<TaxPeriodMonthStart>3</TaxPeriodMonthStart>");
    expect(xml).toContain("<TaxPeriodMonthEnd>5</TaxPeriodMonthEnd>");
    expect(xml).toContain("<StatusOfWithholding>PartialYear</StatusOfWithholding>");
    expect(xml).toContain("<CounterpartPassport>X1234567</CounterpartPassport>");
    expect(xml).toContain("<SalaryPensionJhtTht>21000000</SalaryPensionJhtTht>");
    expect(xml).toContain("<WithholdingDate>2026-05-31</WithholdingDate>");
    expect(await problems(xml, "bpa1.xsd")).toEqual([]);
    expect(await problems(xml.replace("<NumberOfMonths>0</NumberOfMonths>", ""), "bpa1.xsd")).not.toEqual([]);
  });
});

describe("what a file needs", () => {
  it("takes the NIK, else a 15- or 16-digit NPWP; a foreigner also needs a passport", () => {
    const base = { nik: "3201010101900001", npwp: null, foreign: false, passport: null, position: "Staf", itemStatus: "k/3", recordStatus: "k/3" };
    expect(recipientOf(base)).toEqual({ recipient: { tin: "3201010101900001", foreign: false, passport: null, position: "Staf", status: "K/3" }, missing: [] });
    expect(recipientOf({ ...base, nik: null, npwp: "01.725.489.3-041.000" }).recipient?.tin).toBe("0017254893041000");
    expect(recipientOf({ ...base, nik: "123", npwp: null }).missing).toEqual(["nik"]);
    expect(recipientOf({ ...base, nik: null, foreign: true, passport: " ", position: "", itemStatus: null, recordStatus: null }).missing).toEqual(["npwp", "passport", "jobTitle", "ptkp"]);
    expect(recipientOf({ ...base, foreign: true, passport: "X1" }).recipient?.passport).toBe("X1");
  });

  it("uses the status the tax was computed with; an item on the stand-in takes the record's", () => {
    const base = { nik: "3201010101900001", npwp: null, foreign: false, passport: null, position: "Staf" };
    expect(recipientOf({ ...base, itemStatus: "tk/1", recordStatus: "k/0" }).recipient?.status).toBe("TK/1");
    expect(recipientOf({ ...base, itemStatus: null, recordStatus: "k/2" }).recipient?.status).toBe("K/2");
    expect(recipientOf({ ...base, itemStatus: "k/i/0", recordStatus: "k/0" }).missing).toEqual(["ptkp"]);
  });

  it("checks the withholder: a 16-digit NPWP, a NITKU that starts with it, and for the A1 the tax person and signature", () => {
    const w = { name: "PT A", npwp: "0017254893041000", nitku: "0017254893041000000000", taxPerson: { fullname: "B", tin: "3201010101900001" }, signature: { name: "B", hasImage: true } };
    expect(withholderMissing(w, "a1")).toEqual([]);
    expect(withholderIds(w)).toEqual({ tin: "0017254893041000", nitku: "0017254893041000000000" });
    expect(withholderMissing({ ...w, nitku: "0017254893041999000000" }, "xml")).toEqual(["nitku"]);
    expect(withholderMissing({ ...w, npwp: "12345", nitku: null, taxPerson: null, signature: { name: "B", hasImage: false } }, "a1")).toEqual(["companyNpwp", "nitku", "taxPerson", "signature"]);
    expect(withholderIds({ npwp: null, nitku: "0017254893041000000000" })).toBeNull();
    expect([tin16("017254893041000"), tin16("1234"), isNitkuOf("00172548930410000000001", "0017254893041000")]).toEqual(["0017254893041000", null, false]);
  });

  it("files a TER month's item with a gross in BPMP and a final period's in BPA1", () => {
    expect([fileOf({ annual: null, gross_income: 5 }), fileOf({ annual: null, gross_income: 0 }), fileOf({ annual: {}, gross_income: 0 })]).toEqual(["bpmp", null, "bpa1"]);
  });
});
