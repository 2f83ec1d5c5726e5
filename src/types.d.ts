// Gatsby compiles `*.module.css` to one named export per class.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

// Gatsby's webpack publishes a font file imported from code and gives its address.
declare module '*.woff2' {
  const url: string;
  export default url;
}
