// Browser entry: global styles. Root providers (language, consent, GraphQL client) join here as
// the features that need them arrive.
import './src/styles/global.css';
