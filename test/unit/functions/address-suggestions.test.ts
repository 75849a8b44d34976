import { describe, expect, it } from 'vitest';
import { BT_POSTCODE_DISTRICTS } from '../../../functions/address/bt-postcode-districts';
import { suggestDistricts } from '../../../functions/address/district-suggestions';
import {
  addressKey,
  indexWords,
  matchesAllWords,
  parseAddressQuery,
  toStreetLevel,
} from '../../../functions/address/street-address';

describe('BT postcode districts', () => {
  const town = (district: string) => BT_POSTCODE_DISTRICTS.find((d) => d.district === district)?.postTowns;

  it('has each district once', () => {
    const codes = BT_POSTCODE_DISTRICTS.map((d) => d.district);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts BT1 to BT17 in Belfast, and BT29 in Belfast and Crumlin', () => {
    for (let n = 1; n <= 17; n++) expect(town(`BT${n}`)).toEqual(['Belfast']);
    expect(town('BT29')).toEqual(['Belfast', 'Crumlin']);
  });

  it.each([
    ['BT18', 'Holywood'],
    ['BT19', 'Bangor'],
    ['BT27', 'Lisburn'],
    ['BT36', 'Newtownabbey'],
    ['BT37', 'Newtownabbey'],
    ['BT38', 'Carrickfergus'],
    ['BT39', 'Ballyclare'],
    ['BT40', 'Larne'],
    ['BT48', 'Londonderry'],
    ['BT52', 'Coleraine'],
    ['BT61', 'Armagh'],
    ['BT66', 'Craigavon'],
    ['BT74', 'Enniskillen'],
    ['BT79', 'Omagh'],
    ['BT82', 'Strabane'],
    ['BT94', 'Enniskillen'],
  ])('knows %s as %s', (district, postTown) => {
    expect(town(district)).toEqual([postTown]);
  });

  it('leaves out districts that are not in use', () => {
    for (const unused of ['BT50', 'BT59', 'BT72', 'BT73', 'BT83', 'BT91', 'BT95']) expect(town(unused)).toBeUndefined();
  });
});

describe('district suggestions', () => {
  it('finds districts by code prefix, in order', () => {
    const found = suggestDistricts('BT1', 20).map((s) => s.structured_formatting.main_text);
    expect(found).toEqual(['BT1', 'BT10', 'BT11', 'BT12', 'BT13', 'BT14', 'BT15', 'BT16', 'BT17', 'BT18', 'BT19']);
  });

  it('finds a post town', () => {
    const found = suggestDistricts('Lisb', 8);
    expect(found.map((s) => s.description)).toEqual(['Lisburn, BT27', 'Lisburn, BT28', 'Lisburn Road, Belfast, BT9']);
    expect(found[0]!.structured_formatting).toEqual({ main_text: 'BT27', secondary_text: 'Lisburn, Northern Ireland' });
  });

  it('finds a Belfast locality', () => {
    expect(suggestDistricts('stranmillis', 8).map((s) => s.description)).toEqual(['Stranmillis, Belfast, BT9']);
  });

  it('turns a full postcode into a suggestion with its post town', () => {
    expect(suggestDistricts('bt71jg', 8)).toEqual([
      { description: 'Belfast, BT7 1JG', structured_formatting: { main_text: 'BT7 1JG', secondary_text: 'Belfast, Northern Ireland' } },
    ]);
  });

  it('offers nothing for a postcode outside Northern Ireland', () => {
    expect(suggestDistricts('SW1A 1AA', 8)).toEqual([]);
  });

  it('never offers the non-geographic BT58', () => {
    expect(suggestDistricts('BT5', 20).map((s) => s.structured_formatting.main_text)).not.toContain('BT58');
  });

  it('keeps to the limit', () => {
    expect(suggestDistricts('Belfast', 5)).toHaveLength(5);
  });
});

describe('street-level addresses', () => {
  it.each([
    ['27 Botanic Avenue, Belfast, BT7 1JG', 'Botanic Avenue, Belfast, BT7 1JG'],
    ['Flat 2, 14a Malone Road, Belfast bt9 6aa', 'Malone Road, Belfast BT9 6AA'],
    ['Rose Cottage, Main Street, Crumlin', 'Main Street, Crumlin'],
    ['12-14 Lisburn Road\nBelfast', 'Lisburn Road, Belfast'],
  ])('keeps the street of %j, never the house', (address, street) => {
    expect(toStreetLevel(address)).toBe(street);
  });

  it('keeps nothing when no street can be told apart', () => {
    expect(toStreetLevel('Rose Cottage, Crumlin')).toBeNull();
    expect(toStreetLevel('27')).toBeNull();
  });

  it('files an address under its words of 3+ characters', () => {
    expect(indexWords('Botanic Avenue, Belfast, BT7 1JG')).toEqual(['botanic', 'avenue', 'belfast', 'bt7', '1jg']);
  });

  it('keys an address whatever its case and punctuation', () => {
    expect(addressKey('Botanic Avenue, Belfast')).toBe(addressKey('botanic avenue  belfast'));
  });

  it('reads a leading house number apart from the words', () => {
    expect(parseAddressQuery('27b Botanic Av')).toEqual({ houseNumber: '27B', words: ['botanic', 'av'] });
    expect(parseAddressQuery('Botanic')).toEqual({ houseNumber: null, words: ['botanic'] });
  });

  it('matches when every typed word starts a word of the address', () => {
    const words = ['botanic', 'avenue', 'belfast', 'bt7', '1jg'];
    expect(matchesAllWords(['bot', 'av'], words)).toBe(true);
    expect(matchesAllWords(['bot', 'road'], words)).toBe(false);
  });
});
