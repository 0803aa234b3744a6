import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cities, cityLabel, countries, countryLabel, findCityByName, findCountryByCode, findCountryByDialCode } from './index';

const here = fileURLToPath(new URL('.', import.meta.url));
const script = fileURLToPath(new URL('../../../../scripts/generate-reference-data.mjs', import.meta.url));

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('countries', () => {
  it('has about 230 entries, each with every field filled in', () => {
    expect(countries.length).toBeGreaterThanOrEqual(220);
    expect(countries.length).toBeLessThanOrEqual(250);
    for (const c of countries) {
      expect(c.enKey.trim(), c.shKey).not.toBe('');
      expect(c.cnKey.trim(), c.shKey).not.toBe('');
      expect(c.shKey).toMatch(/^[A-Z]{2}$/);
      expect(c.codeKey).toMatch(/^[1-9]\d{0,2}$/);
    }
  });

  it('has no duplicate codes or names', () => {
    expect(duplicates(countries.map((c) => c.shKey))).toEqual([]);
    expect(duplicates(countries.map((c) => c.enKey))).toEqual([]);
    expect(duplicates(countries.map((c) => c.cnKey))).toEqual([]);
  });

  it('has Chinese names in Chinese script', () => {
    for (const c of countries) expect(c.cnKey, c.shKey).toMatch(/^[\u4e00-\u9fff（）、·-]+$/);
  });

  it('knows the samples', () => {
    expect(findCountryByCode('CN')).toMatchObject({ enKey: 'China', cnKey: '中国', codeKey: '86' });
    expect(findCountryByCode('US')).toMatchObject({ cnKey: '美国', codeKey: '1' });
    expect(findCountryByCode('GB')).toMatchObject({ enKey: 'United Kingdom', cnKey: '英国', codeKey: '44' });
    expect(findCountryByCode('jp')).toMatchObject({ enKey: 'Japan', cnKey: '日本', codeKey: '81' });
    expect(findCountryByCode('HK')).toMatchObject({ cnKey: '中国香港', codeKey: '852' });
    expect(findCountryByCode('MO')).toMatchObject({ cnKey: '中国澳门', codeKey: '853' });
    expect(findCountryByCode('TW')).toMatchObject({ cnKey: '中国台湾', codeKey: '886' });
  });

  it('names one main country per dial code', () => {
    const codes = new Set(countries.map((c) => c.codeKey));
    for (const code of codes) {
      const mains = countries.filter((c) => c.codeKey === code && c.sharesDialCodeWith === undefined);
      expect(mains.length, code).toBe(1);
    }
    for (const c of countries) {
      if (c.sharesDialCodeWith !== undefined) expect(findCountryByCode(c.sharesDialCodeWith)?.codeKey, c.shKey).toBe(c.codeKey);
    }
  });

  it('finds a country by dial code, with or without + or 00', () => {
    expect(findCountryByDialCode('86')?.shKey).toBe('CN');
    expect(findCountryByDialCode('+86')?.shKey).toBe('CN');
    expect(findCountryByDialCode('0086')?.shKey).toBe('CN');
    expect(findCountryByDialCode('1')?.shKey).toBe('US');
    expect(findCountryByDialCode('7')?.shKey).toBe('RU');
    expect(findCountryByDialCode('44')?.shKey).toBe('GB');
    expect(findCountryByDialCode('852')?.shKey).toBe('HK');
    expect(findCountryByDialCode('999')).toBeUndefined();
    expect(findCountryByDialCode('')).toBeUndefined();
    expect(findCountryByDialCode('abc')).toBeUndefined();
  });

  it('labels by locale', () => {
    const cn = findCountryByCode('CN')!;
    expect(countryLabel(cn, 'zh')).toBe('中国');
    expect(countryLabel(cn, 'en')).toBe('China');
  });
});

describe('cities', () => {
  it('has about 650 entries: all cities (市) of the mainland', () => {
    expect(cities.length).toBeGreaterThanOrEqual(600);
    expect(cities.length).toBeLessThanOrEqual(720);
    for (const c of cities) {
      expect(c.citysName, c.citysName).toMatch(/^[\u4e00-\u9fff]+市$/);
      // One capitalised word, no 'City' suffix: Beijing, Xi'an, Lüliang, Shangri-La.
      expect(c.citysNameEn, c.citysName).toMatch(/^[A-Z][a-zü']*(-[A-Z][a-z]*)?$/);
      expect(c.provinceName.trim(), c.citysName).not.toBe('');
      expect(c.provinceNameEn.trim(), c.citysName).not.toBe('');
    }
  });

  it('has no duplicate Chinese names', () => {
    expect(duplicates(cities.map((c) => c.citysName))).toEqual([]);
  });

  it('covers the 31 province-level divisions of the mainland', () => {
    expect(new Set(cities.map((c) => c.provinceName)).size).toBe(31);
    expect(new Set(cities.map((c) => c.provinceNameEn)).size).toBe(31);
  });

  it('knows the samples, including names that are not plain pinyin', () => {
    const en = (name: string) => findCityByName(name)?.citysNameEn;
    expect(en('北京市')).toBe('Beijing');
    expect(en('上海市')).toBe('Shanghai');
    expect(en('广州市')).toBe('Guangzhou');
    expect(en('乌鲁木齐市')).toBe('Urumqi');
    expect(en('呼和浩特市')).toBe('Hohhot');
    expect(en('拉萨市')).toBe('Lhasa');
    expect(en('哈尔滨市')).toBe('Harbin');
    expect(en('西安市')).toBe("Xi'an");
    expect(en('重庆市')).toBe('Chongqing');
    expect(en('厦门市')).toBe('Xiamen');
    expect(en('六安市')).toBe("Lu'an");
    expect(en('芒市')).toBe('Mangshi');
    expect(findCityByName('西安市')).toMatchObject({ provinceName: '陕西省', provinceNameEn: 'Shaanxi' });
    expect(findCityByName('太原市')).toMatchObject({ provinceName: '山西省', provinceNameEn: 'Shanxi' });
    expect(findCityByName('包头市')).toMatchObject({ provinceNameEn: 'Inner Mongolia' });
  });

  it('labels by locale', () => {
    const city = findCityByName('广州市')!;
    expect(cityLabel(city, 'zh')).toBe('广州市');
    expect(cityLabel(city, 'en')).toBe('Guangzhou');
  });
});

describe('generation', () => {
  it('is reproducible: regenerating gives identical files', () => {
    const out = mkdtempSync(join(tmpdir(), 'reference-data-'));
    try {
      execFileSync(process.execPath, [script, '--out', out], { stdio: 'pipe' });
      for (const file of ['countries.data.ts', 'cities.data.ts']) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(here, file), 'utf8'));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
