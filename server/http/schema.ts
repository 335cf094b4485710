/** Small builders for the strict JSON schemas of call bodies and queries. */

export const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;
export const id = { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } as const;
export const idList = { type: 'array', items: id, maxItems: 5000, uniqueItems: true } as const;
export const bool = { type: 'boolean' } as const;
export const oneOf = <T extends string>(...values: T[]) => ({ type: 'string', enum: values }) as const;

/** An object with exactly these properties; `required` lists the ones that must be there. */
export function object(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
