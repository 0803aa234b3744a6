/** A country or region with an international dial code. */
export interface Country {
  /** English short name, e.g. 'China', 'Hong Kong, China'. */
  enKey: string;
  /** Simplified Chinese name as used in mainland China, e.g. '中国', '中国香港'. */
  cnKey: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'CN'. */
  shKey: string;
  /** International dial code, digits only without '+', e.g. '86'. */
  codeKey: string;
  /** Present when another country is the main one for this dial code ('CA' → 'US' for +1). */
  sharesDialCodeWith?: string;
}

/** A mainland Chinese city (市): municipality, prefecture-level or county-level city. */
export interface City {
  /** Official Chinese name, with 市, e.g. '北京市'. */
  citysName: string;
  /** English name without 'City', e.g. 'Beijing', 'Urumqi'. Not unique: 泰州市 and 台州市 are both 'Taizhou'. */
  citysNameEn: string;
  /** Official name of the province-level division, e.g. '江苏省'. */
  provinceName: string;
  /** English name of the province-level division, e.g. 'Jiangsu'. */
  provinceNameEn: string;
}
