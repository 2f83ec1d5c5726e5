// The demo backend serves part of WPGraphQL's schema. What it serves must be exactly what the real
// one has: every type of the demo's introspection exists in the real one with the same kind, and
// every field, argument, enum value, interface and union member it lists exists there with the
// same type.
import type { Difference } from './normalise';

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type Field = { name: string; type: TypeRef; args?: { name: string; type: TypeRef }[] };
type FullType = {
  kind: string;
  name: string;
  fields?: Field[] | null;
  inputFields?: Field[] | null;
  interfaces?: TypeRef[] | null;
  possibleTypes?: TypeRef[] | null;
  enumValues?: { name: string }[] | null;
};
export type Introspection = { __schema: { types: FullType[] } };

const typeName = (ref: TypeRef | null): string =>
  !ref ? '?' : ref.kind === 'NON_NULL' ? `${typeName(ref.ofType)}!` : ref.kind === 'LIST' ? `[${typeName(ref.ofType)}]` : (ref.name ?? '?');

export function schemaSubsetDifferences(demo: Introspection, real: Introspection): Difference[] {
  const realTypes = new Map(real.__schema.types.map((type) => [type.name, type]));
  const found: Difference[] = [];
  // `__Schema`, `__Type`, …: the GraphQL library's own introspection types (graphql-js in the
  // demo, graphql-php in WPGraphQL), not WPGraphQL's schema.
  for (const type of demo.__schema.types.filter((t) => !t.name.startsWith('__'))) {
    const path = `type ${type.name}`;
    const other = realTypes.get(type.name);
    if (!other) {
      found.push({ path, demo: type.kind, real: '(missing)' });
      continue;
    }
    if (other.kind !== type.kind) found.push({ path: `${path} kind`, demo: type.kind, real: other.kind });
    found.push(...fieldDifferences(path, type.fields, other.fields), ...fieldDifferences(`${path} input`, type.inputFields, other.inputFields));
    found.push(...memberDifferences(`${path} interfaces`, type.interfaces, other.interfaces));
    found.push(...memberDifferences(`${path} possibleTypes`, type.possibleTypes, other.possibleTypes));
    const values = new Set((other.enumValues ?? []).map((value) => value.name));
    for (const value of type.enumValues ?? [])
      if (!values.has(value.name)) found.push({ path: `${path}.${value.name}`, demo: 'enum value', real: '(missing)' });
  }
  return found;
}

function fieldDifferences(path: string, demo: Field[] | null | undefined, real: Field[] | null | undefined): Difference[] {
  const byName = new Map((real ?? []).map((field) => [field.name, field]));
  const found: Difference[] = [];
  for (const field of demo ?? []) {
    const other = byName.get(field.name);
    if (!other) {
      found.push({ path: `${path}.${field.name}`, demo: typeName(field.type), real: '(missing)' });
      continue;
    }
    if (typeName(field.type) !== typeName(other.type)) found.push({ path: `${path}.${field.name}`, demo: typeName(field.type), real: typeName(other.type) });
    const realArgs = new Map((other.args ?? []).map((arg) => [arg.name, typeName(arg.type)]));
    for (const arg of field.args ?? []) {
      if (realArgs.get(arg.name) !== typeName(arg.type))
        found.push({ path: `${path}.${field.name}(${arg.name})`, demo: typeName(arg.type), real: realArgs.get(arg.name) ?? '(missing)' });
    }
  }
  return found;
}

function memberDifferences(path: string, demo: TypeRef[] | null | undefined, real: TypeRef[] | null | undefined): Difference[] {
  const names = new Set((real ?? []).map((ref) => ref.name));
  return (demo ?? []).filter((ref) => !names.has(ref.name)).map((ref) => ({ path, demo: ref.name, real: '(missing)' }));
}
