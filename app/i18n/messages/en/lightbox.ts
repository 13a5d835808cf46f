/** The image viewer in English. */
export const lightbox = {
  label: "{title}, image {index} of {count}",
  viewer: "Image viewer",
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  position: "{index} of {count}",
};
