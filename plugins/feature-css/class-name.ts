// The names the build gives CSS modules' classes (gatsby-node.ts). Pure: the tests call it.
import { createHash } from 'node:crypto';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `_` and five letters or digits, hashed from the module's file (from the project's root) and the class. */
export function moduleClassName(file: string, local: string): string {
  let value = createHash('sha256').update(`${file}\0${local}`).digest().readUIntBE(0, 6);
  let name = '_';
  for (let index = 0; index < 5; index += 1) {
    name += DIGITS[value % DIGITS.length];
    value = Math.floor(value / DIGITS.length);
  }
  return name;
}

/**
 * Names classes as `moduleClassName` does, and fails the build if two classes would share a name
 * (about one chance in ten thousand with the site's few hundred classes): the fix is to rename one.
 */
export function classNamer(name: (file: string, local: string) => string = moduleClassName) {
  const owners = new Map<string, string>();
  return (file: string, local: string): string => {
    const className = name(file, local);
    const owner = `.${local} of ${file}`;
    const other = owners.get(className);
    if (other !== undefined && other !== owner) throw new Error(`feature-css: ${owner} and ${other} would both be named ${className}; rename one of them`);
    owners.set(className, owner);
    return className;
  };
}
