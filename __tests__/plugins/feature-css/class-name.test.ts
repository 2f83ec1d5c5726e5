import { classNamer, moduleClassName } from '../../../plugins/feature-css/class-name';

test("a class's name is `_` and five letters or digits, the same at every build and on every machine", () => {
  const name = moduleClassName('src/features/sliders/sliders.module.css', 'viewport');
  expect(name).toMatch(/^_[A-Za-z0-9]{5}$/);
  expect(moduleClassName('src/features/sliders/sliders.module.css', 'viewport')).toBe(name);
});

test('the same class of two files, and two classes of a file, are named apart', () => {
  const names = new Set(
    ['src/features/sliders/sliders.module.css', 'src/features/widgets/widgets.module.css'].flatMap((file) =>
      ['viewport', 'slide', 'visuallyHidden'].map((local) => moduleClassName(file, local)),
    ),
  );
  expect(names.size).toBe(6);
});

test('two classes that would share a name fail the build, naming both', () => {
  const name = classNamer(() => '_aaaaa');
  expect(name('src/a.module.css', 'one')).toBe('_aaaaa');
  expect(name('src/a.module.css', 'one')).toBe('_aaaaa');
  expect(() => name('src/b.module.css', 'two')).toThrow('.two of src/b.module.css and .one of src/a.module.css would both be named _aaaaa');
});
