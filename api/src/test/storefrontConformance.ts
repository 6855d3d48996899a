/**
 * Checks against Shopify's published Storefront schema (decision 021): the introspection JSON that
 * `@shopify/hydrogen-react` ships (`storefront.schema.json`, one API version per release).
 * - `publishedStorefront()`: that schema (graphql-js) and the API version it is for;
 * - `schemaSubsetProblems(sub, published)`: where a smaller schema (the sandbox's) is not a
 *   faithful subset of the published one (a type, field, argument, union member, interface or enum
 *   value it does not have, or has with another type);
 * - `answerProblems(schema, document, data)`: where an answer's `data` does not conform to the
 *   schema for that document (a value outside its enum, a missing or null non-null field, a list
 *   that is not an array, a scalar of the wrong JSON type, a key nobody asked for).
 * Each returns a list of readable problems, empty when all is well.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  type SelectionSetNode,
} from 'graphql';

let cached: { schema: GraphQLSchema; version: string; packageVersion: string } | undefined;

/**
 * The published Storefront schema of the installed `@shopify/hydrogen-react`, with the API version
 * it is for (the package's SFAPI_VERSION, e.g. '2026-04') and the package's own version.
 */
export function publishedStorefront(): { schema: GraphQLSchema; version: string; packageVersion: string } {
  if (cached) return cached;
  const root = path.dirname(require.resolve('@shopify/hydrogen-react/package.json'));
  const introspection = JSON.parse(fs.readFileSync(path.join(root, 'storefront.schema.json'), 'utf8')) as IntrospectionQuery;
  // The package's constant, read from its CommonJS build (importing the package would load React).
  const { SFAPI_VERSION } = require(path.join(root, 'dist/node-prod/storefront-api-constants.js')) as { SFAPI_VERSION: string };
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  cached = { schema: buildClientSchema(introspection), version: SFAPI_VERSION, packageVersion };
  return cached;
}

const kindOf = (t: GraphQLNamedType) =>
  isObjectType(t) ? 'object' : isInterfaceType(t) ? 'interface' : isUnionType(t) ? 'union' : isEnumType(t) ? 'enum' : isInputObjectType(t) ? 'input' : 'scalar';
const sameDefault = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A type with its default value, as SDL writes it ('Int = 1'). */
const typed = (type: unknown, defaultValue: unknown) => `${String(type)}${defaultValue === undefined ? '' : ` = ${JSON.stringify(defaultValue)}`}`;

/**
 * Problems that keep `sub` from being a faithful subset of `published`: every named type of `sub`
 * must exist there with the same kind; every field (and argument) with the same type, wrappers
 * (`!`, `[]`) included, and the same default; required arguments and input fields of `published`
 * must be in `sub`; interfaces, union members and enum values of `sub` must be among
 * `published`'s; the root types must have the same names.
 */
export function schemaSubsetProblems(sub: GraphQLSchema, published: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const root of ['getQueryType', 'getMutationType'] as const) {
    const mine = sub[root]()?.name;
    if (mine !== undefined && mine !== published[root]()?.name) problems.push(`root type ${mine} is ${published[root]()?.name} in the published schema`);
  }
  for (const type of Object.values(sub.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const pub = published.getType(type.name);
    if (!pub) {
      problems.push(`type ${type.name} does not exist`);
      continue;
    }
    if (kindOf(type) !== kindOf(pub)) {
      problems.push(`type ${type.name} is a ${kindOf(type)}, published as a ${kindOf(pub)}`);
      continue;
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(pub) || isInterfaceType(pub))) {
      const pubInterfaces = new Set(pub.getInterfaces().map((i) => i.name));
      for (const i of type.getInterfaces()) if (!pubInterfaces.has(i.name)) problems.push(`${type.name} does not implement ${i.name}`);
      const pubFields = pub.getFields();
      for (const field of Object.values(type.getFields())) {
        const pf = pubFields[field.name];
        if (!pf) {
          problems.push(`field ${type.name}.${field.name} does not exist`);
          continue;
        }
        if (String(field.type) !== String(pf.type)) problems.push(`field ${type.name}.${field.name} is ${field.type}, published as ${pf.type}`);
        for (const arg of field.args) {
          const pa = pf.args.find((a) => a.name === arg.name);
          if (!pa) problems.push(`argument ${type.name}.${field.name}(${arg.name}) does not exist`);
          else if (String(arg.type) !== String(pa.type) || !sameDefault(arg.defaultValue, pa.defaultValue)) {
            problems.push(`argument ${type.name}.${field.name}(${arg.name}) is ${typed(arg.type, arg.defaultValue)}, published as ${typed(pa.type, pa.defaultValue)}`);
          }
        }
        for (const pa of pf.args) {
          if (isRequiredArgument(pa) && !field.args.some((a) => a.name === pa.name)) problems.push(`required argument ${type.name}.${field.name}(${pa.name}) is missing`);
        }
      }
    } else if (isUnionType(type) && isUnionType(pub)) {
      const members = new Set(pub.getTypes().map((t) => t.name));
      for (const t of type.getTypes()) if (!members.has(t.name)) problems.push(`union ${type.name} has no member ${t.name}`);
    } else if (isEnumType(type) && isEnumType(pub)) {
      for (const v of type.getValues()) if (!pub.getValue(v.name)) problems.push(`enum ${type.name} has no value ${v.name}`);
    } else if (isInputObjectType(type) && isInputObjectType(pub)) {
      const pubFields = pub.getFields();
      const mine = type.getFields();
      for (const field of Object.values(mine)) {
        const pf = pubFields[field.name];
        if (!pf) problems.push(`input field ${type.name}.${field.name} does not exist`);
        else if (String(field.type) !== String(pf.type) || !sameDefault(field.defaultValue, pf.defaultValue)) {
          problems.push(`input field ${type.name}.${field.name} is ${typed(field.type, field.defaultValue)}, published as ${typed(pf.type, pf.defaultValue)}`);
        }
      }
      for (const pf of Object.values(pubFields)) if (isRequiredInputField(pf) && !mine[pf.name]) problems.push(`required input field ${type.name}.${pf.name} is missing`);
    }
  }
  return problems;
}

/** JSON type (and, for a few, the form) of each scalar of the Storefront API in an answer. */
function scalarProblem(name: string, value: unknown): string | null {
  switch (name) {
    case 'String':
    case 'ID':
    case 'URL':
    case 'HTML':
    case 'Color':
    case 'UnsignedInt64':
      return typeof value === 'string' ? null : `${name} must be a string`;
    case 'Decimal':
      return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? null : 'Decimal must be a decimal string';
    case 'DateTime':
    case 'ISO8601DateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : `${name} must be an ISO-8601 string`;
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31 ? null : 'Int must be a 32-bit integer';
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Float must be a number';
    case 'Boolean':
      return typeof value === 'boolean' ? null : 'Boolean must be true or false';
    case 'JSON':
      return null;
    default:
      return `unknown scalar ${name}`;
  }
}

/**
 * Problems of `data` (an answer's `data`) as the answer of `document` (its only or named
 * operation) under `schema`: walks the selection set (fields, aliases, inline fragments and
 * fragment spreads; an abstract value is typed by its `__typename`) and checks every value. The
 * directives @skip/@include are not supported (reported).
 */
export function answerProblems(schema: GraphQLSchema, document: string | DocumentNode, data: unknown, operationName?: string): string[] {
  const doc = typeof document === 'string' ? parse(document) : document;
  const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  if (!operation || (!operationName && operations.length > 1)) return ['no single operation in the document'];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
  if (!root) return [`the schema has no ${operation.operation} type`];
  const problems: string[] = [];

  /** Whether a fragment typed `condition` applies to a value of object type `concrete` (null: unknown). */
  const applies = (condition: string | undefined, concrete: GraphQLObjectType | null, declared: GraphQLNamedType) => {
    if (!condition || condition === declared.name) return true;
    const type = schema.getType(condition);
    if (!type) return false;
    if (!concrete) return null; // an abstract value without __typename
    return condition === concrete.name || (isAbstractType(type) && schema.isSubType(type, concrete));
  };

  const collect = (set: SelectionSetNode, concrete: GraphQLObjectType | null, declared: GraphQLNamedType, at: string, out: Map<string, FieldNode[]>) => {
    for (const sel of set.selections) {
      if (sel.directives?.length) problems.push(`${at}: directives are not supported by this check`);
      if (sel.kind === Kind.FIELD) {
        const key = sel.alias?.value ?? sel.name.value;
        out.set(key, [...(out.get(key) ?? []), sel]);
        continue;
      }
      const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? fragments.get(sel.name.value) : sel;
      if (!fragment) {
        problems.push(`${at}: unknown fragment`);
        continue;
      }
      const ok = applies(fragment.typeCondition?.name.value, concrete, declared);
      if (ok === null) problems.push(`${at}: a fragment on ${fragment.typeCondition?.name.value} needs __typename in the answer`);
      else if (ok) collect(fragment.selectionSet, concrete, declared, at, out);
    }
  };

  const checkObject = (declared: GraphQLNamedType, set: SelectionSetNode, value: unknown, at: string) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${at}: an object of ${declared.name} expected, got ${JSON.stringify(value)}`);
      return;
    }
    const record = value as Record<string, unknown>;
    let concrete: GraphQLObjectType | null = isObjectType(declared) ? declared : null;
    if (isAbstractType(declared) && typeof record.__typename === 'string') {
      const named = schema.getType(record.__typename);
      if (!named || !isObjectType(named) || !schema.isSubType(declared, named)) {
        problems.push(`${at}: __typename ${record.__typename} is not a type of ${declared.name}`);
        return;
      }
      concrete = named;
    }
    // Whose fields are read: the object type, else the interface's own (a union has none).
    const runtime: GraphQLObjectType | GraphQLInterfaceType | null = concrete ?? (isInterfaceType(declared) ? declared : null);
    const fields = new Map<string, FieldNode[]>();
    collect(set, concrete, declared, at, fields);
    for (const [key, nodes] of fields) {
      const name = nodes[0]!.name.value;
      const path = `${at}.${key}`;
      if (!(key in record)) {
        problems.push(`${path}: missing`);
        continue;
      }
      if (name === '__typename') {
        if (typeof record[key] !== 'string' || (runtime && isObjectType(runtime) && record[key] !== runtime.name)) problems.push(`${path}: wrong __typename ${JSON.stringify(record[key])}`);
        continue;
      }
      const def = runtime?.getFields()[name];
      if (!def) {
        problems.push(`${path}: ${runtime?.name ?? declared.name} has no field ${name}`);
        continue;
      }
      const merged: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) };
      checkValue(def.type, merged, record[key], path);
    }
    for (const key of Object.keys(record)) if (!fields.has(key)) problems.push(`${at}.${key}: not asked for`);
  };

  const checkValue = (type: GraphQLOutputType, set: SelectionSetNode, value: unknown, at: string): void => {
    if (isNonNullType(type)) {
      if (value === null || value === undefined) problems.push(`${at}: null, but ${type} is non-null`);
      else checkValue(type.ofType, set, value, at);
      return;
    }
    if (value === null) return;
    if (value === undefined) {
      problems.push(`${at}: missing`);
      return;
    }
    if (isListType(type)) {
      if (!Array.isArray(value)) problems.push(`${at}: a list expected, got ${JSON.stringify(value)}`);
      else value.forEach((item, i) => checkValue(type.ofType, set, item, `${at}[${i}]`));
      return;
    }
    const named = getNamedType(type);
    if (isEnumType(named)) {
      if (typeof value !== 'string' || !named.getValue(value)) problems.push(`${at}: ${JSON.stringify(value)} is not a value of enum ${named.name}`);
    } else if (isScalarType(named)) {
      const problem = scalarProblem(named.name, value);
      if (problem) problems.push(`${at}: ${problem}, got ${JSON.stringify(value)}`);
    } else {
      checkObject(named, set, value, at);
    }
  };

  checkObject(root, operation.selectionSet, data, 'data');
  return problems;
}
