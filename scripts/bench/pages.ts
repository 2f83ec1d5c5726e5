/** The pages the bench measures in each language: home, a room, news, contact, directions. */
export const BENCH_PAGES: Record<string, string[]> = {
  en: ['/', '/rooms/deluxe-sea-view-room/', '/new-rooftop-terrace/', '/contact/', '/location/'],
  fr: ['/fr/', '/fr/chambres/chambre-deluxe-vue-mer/', '/fr/nouvelle-terrasse-sur-le-toit/', '/fr/nous-contacter/', '/fr/acces/'],
  de: ['/de/', '/de/zimmer/deluxe-zimmer-meerblick/', '/de/neue-dachterrasse/', '/de/kontakt/', '/de/anfahrt/'],
};
