// Browser entry: fonts (self-hosted, Latin only: what the three languages need) and global styles.
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource-variable/inter/index.css';
import './src/styles/global.css';
import './src/styles/wordpress-blocks.css';

// Marks the moment React has taken over the server-rendered page: styles can tell enhanced
// widgets from their plain HTML, and browser tests wait for it before they click.
export const onInitialClientRender = () => {
  document.documentElement.dataset.hydrated = 'true';
};
