// The theme's sliders change slide on a swipe only past 50 px. Embla picks where a drag lands from
// its speed as well as its length, so a quick flick of a few pixels (a tap that slipped) would
// turn the slide; below the threshold the slider goes back to where the drag started.

/** How far (px) a swipe must go, sideways, to change the slide. */
export const SWIPE_MIN_PX = 50;

export const swipeChangesSlide = (startX: number, endX: number): boolean => Math.abs(endX - startX) >= SWIPE_MIN_PX;
