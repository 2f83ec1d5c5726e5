// The theme's sliders change slide on a swipe only past 50 px. Embla picks where a drag lands from
// its speed as well as its length, so a quick flick of a few pixels (a tap that slipped) would
// turn the slide; below the threshold the slider goes back to where the drag started.

/** How far (px) a swipe must go, sideways, to change the slide. */
export const SWIPE_MIN_PX = 50;

export const swipeChangesSlide = (startX: number, endX: number): boolean => Math.abs(endX - startX) >= SWIPE_MIN_PX;

/** Which way a swipe turns the slides: 1 to the next (dragged to the left), -1 to the previous, 0 not at all. */
export const swipeStep = (startX: number, endX: number): -1 | 0 | 1 => {
  if (!swipeChangesSlide(startX, endX)) return 0;
  return endX < startX ? 1 : -1;
};
