import { containerTypeName } from '../si/public';

/** Equipment as booking notes and upload sheets write it: container classes with their counts. */

/** Equipment: 20GP*2, 20GP x 2, 2x40HQ, 2*40'HC, 2 X 40HQ. */
export const EQUIPMENT = /(?:(\d{1,2})\s*[x×*]\s*(\d{2}'?\s?[A-Z]{2,3})|(\d{2}'?\s?[A-Z]{2,3})\s*[x×*]\s*(\d{1,2}))/gi;
/** 40'HC, 40HC, 40 HQ → the container class (40HQ); undefined when no such type. */
function classOf(text: string): string | undefined {
  const t = text.toUpperCase().replace(/['\s]/g, '').replace(/HC$/, 'HQ').replace(/DC$/, 'GP').replace(/DV$/, 'GP');
  return containerTypeName(t);
}

/**
 * Equipment as people write it ("2x40HQ, 1*20GP"): the container classes with their counts (one
 * class written twice is added up), the types that are no container type, and whether nothing of
 * the text was a type and a count. The note parser and the Excel booking upload read it alike.
 */
export function readEquipment(text: string): { equipment: { ContainerClass: string; Units: number }[]; unknownTypes: string[]; nothing: boolean } {
  const equipment: { ContainerClass: string; Units: number }[] = [];
  const unknownTypes: string[] = [];
  let found = false;
  for (const m of text.matchAll(EQUIPMENT)) {
    found = true;
    const units = Number(m[1] ?? m[4]);
    const type = classOf(m[2] ?? m[3] ?? '');
    if (!type) unknownTypes.push(m[0]);
    else {
      const same = equipment.find((x) => x.ContainerClass === type);
      if (same) same.Units += units;
      else equipment.push({ ContainerClass: type, Units: units });
    }
  }
  return { equipment, unknownTypes, nothing: !found };
}
