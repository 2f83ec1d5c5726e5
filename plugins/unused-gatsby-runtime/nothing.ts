// Stands in for Gatsby's browser modules the site never runs (gatsby-node.ts): no exports, no effects.
export {};
