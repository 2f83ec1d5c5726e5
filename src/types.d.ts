// Gatsby compiles `*.module.css` to one named export per class.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
