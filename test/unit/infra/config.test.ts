import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, parseConfig } from '../../../infra/config';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

describe('CDK context config', () => {
  it('defaults to the dev stage, the shop sender and no custom domain', () => {
    const config = parseConfig({});

    expect(config).toMatchObject({ stage: 'dev', mailFrom: DEFAULT_MAIL_FROM, logLevel: 'INFO', retainData: false, stackPrefix: 'DeviceDrs-dev' });
    expect(config.siteOrigin).toBeUndefined();
    expect(config.alarmEmail).toBeUndefined();
  });

  it('retains data outside dev', () => {
    expect(parseConfig({ stage: 'prod', siteOrigin: 'https://devicedrs.co.uk' })).toMatchObject({ retainData: true, stackPrefix: 'DeviceDrs-prod' });
  });

  it('needs siteOrigin in prod, so email links never come from a request header', () => {
    expect(() => parseConfig({ stage: 'prod' })).toThrow(/siteOrigin: prod needs siteOrigin/);
  });

  it('treats an empty value (-c key=) as unset', () => {
    const config = parseConfig({ stage: '', alarmEmail: '' });

    expect(config.stage).toBe('dev');
    expect(config.alarmEmail).toBeUndefined();
  });

  it('normalises the site origin and rejects anything but an https origin', () => {
    expect(parseConfig({ siteOrigin: 'https://devicedrs.co.uk/' }).siteOrigin).toBe('https://devicedrs.co.uk');
    expect(() => parseConfig({ siteOrigin: 'http://devicedrs.co.uk' })).toThrow(/siteOrigin/);
    expect(() => parseConfig({ siteOrigin: 'https://devicedrs.co.uk/shop' })).toThrow(/no path/);
  });

  it('rejects an unknown stage, a bad alarm email and a certificate outside us-east-1', () => {
    expect(() => parseConfig({ stage: 'staging' })).toThrow(/stage: must be dev or prod/);
    expect(() => parseConfig({ alarmEmail: 'nobody' })).toThrow(/alarmEmail/);
    expect(() =>
      parseConfig({ siteOrigin: 'https://devicedrs.co.uk', certificateArn: CERTIFICATE_ARN.replace('us-east-1', 'eu-west-2') }),
    ).toThrow(/certificateArn/);
  });

  it('needs siteOrigin for a certificate', () => {
    expect(() => parseConfig({ certificateArn: CERTIFICATE_ARN })).toThrow(/certificateArn needs siteOrigin/);
    expect(parseConfig({ siteOrigin: 'https://devicedrs.co.uk', certificateArn: CERTIFICATE_ARN }).certificateArn).toBe(CERTIFICATE_ARN);
  });

  it('derives the SES identity from the sender, with or without a display name', () => {
    expect(parseConfig({ mailFrom: 'Device DRS <Repairs@DeviceDRS.co.uk>' }).mailIdentity).toEqual({
      address: 'repairs@devicedrs.co.uk',
      domain: 'devicedrs.co.uk',
    });
    expect(parseConfig({ mailFrom: 'shop@example.org' }).mailIdentity).toEqual({ address: 'shop@example.org', domain: 'example.org' });
    expect(() => parseConfig({ mailFrom: 'Device DRS' })).toThrow(/mailFrom/);
  });
});
