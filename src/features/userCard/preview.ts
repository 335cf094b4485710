import type { Card, CardSave, PublicCard } from '../../contract/userCard/calls';

export type CardDraft = Omit<CardSave, 'VERSION'>;

export const draftOf = (c: Card): CardDraft => ({
  CRD_NAME: c.CRD_NAME,
  CRD_TITLE: c.CRD_TITLE,
  CRD_PHONE: c.CRD_PHONE,
  CRD_EMAIL: c.CRD_EMAIL,
  CRD_INTRO: c.CRD_INTRO,
  CRD_OFFICE_NAME: c.CRD_OFFICE_NAME,
  CRD_OFFICE_ADDRESS: c.CRD_OFFICE_ADDRESS,
  CRD_SERVICES: [...c.CRD_SERVICES],
  CRD_LANES: c.CRD_LANES.map((l) => ({ ...l })),
  CRD_PUBLIC_FIELDS: [...c.CRD_PUBLIC_FIELDS],
  CRD_OFFICE_ID: c.CRD_OFFICE_ID,
});

/** The office a visitor would see: the chosen one of the company's site (with its coordinates), else the typed text. */
function officeOf(d: CardDraft, c: Card): Partial<PublicCard> {
  if (!d.CRD_PUBLIC_FIELDS.includes('OFFICE')) return {};
  const o = c.Offices.find((x) => x.Id === d.CRD_OFFICE_ID);
  if (!o) return { OfficeName: d.CRD_OFFICE_NAME.trim() || undefined, OfficeAddress: d.CRD_OFFICE_ADDRESS.trim() || undefined };
  const map = o.Latitude !== null && o.Longitude !== null ? { OfficeLatitude: o.Latitude, OfficeLongitude: o.Longitude } : {};
  return { OfficeName: o.NameZh, OfficeNameEn: o.NameEn || undefined, OfficeAddress: o.Address || undefined, ...map };
}

/** The card a visitor would see if the draft were saved: the same choice of fields the server makes (shareService.publicCard). */
export function previewOf(d: CardDraft, c: Card): PublicCard {
  const shows = (f: string) => d.CRD_PUBLIC_FIELDS.includes(f);
  const text = (f: string, v: string) => (shows(f) && v.trim() ? v.trim() : undefined);
  const lanes = d.CRD_LANES.map((l) => ({ POL: l.POL.trim().toUpperCase(), POD: l.POD.trim().toUpperCase() })).filter((l) => l.POL && l.POD);
  return {
    Name: d.CRD_NAME.trim(),
    Title: text('TITLE', d.CRD_TITLE),
    Phone: text('PHONE', d.CRD_PHONE.replace(/[ -]/g, '').replace(/^\+?86(?=1\d{10}$)/, '')),
    Email: text('EMAIL', d.CRD_EMAIL),
    Intro: text('INTRO', d.CRD_INTRO),
    ...officeOf(d, c),
    Services: shows('SERVICES') && d.CRD_SERVICES.length ? d.CRD_SERVICES : undefined,
    Lanes: shows('LANES') && lanes.length ? lanes : undefined,
    Avatar: shows('AVATAR') && c.Avatar ? c.Avatar : undefined,
    WechatQr: shows('WECHAT_QR') && c.WechatQr ? c.WechatQr : undefined,
    CompanyName: c.CompanyName,
    CompanyNameEn: c.CompanyNameEn,
    CompanyLogo: c.CompanyLogo,
    PortNames: c.PortNames,
  };
}
