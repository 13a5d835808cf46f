import { ChevronLeft, ChevronRight } from "~/components/site/icons";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { HomeSlide } from "#schemas/home-content";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { IconButton } from "~/components/site/icon-button";
import { usePrefersReducedMotion } from "~/components/site/use-reduced-motion";
import { useLocalePath, useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/**
 * Slide images are 1600 x 700 with -400, -800 and -1600 variants: the site's own
 * (/images/slides/x.webp) and uploads alike (the API takes only uploads at least 1600 pixels wide).
 */
const SLIDE_IMAGE = { width: 1600, height: 700, widths: [400, 800, 1600] } as const;

/** The carousel moves to the next slide every 5 seconds. */
const SLIDE_INTERVAL_MS = 5000;

/**
 * The home page's hero carousel. Advances every 5 s (a progress bar shows the time left), pauses
 * while a mouse hovers it or keyboard focus is inside it, wraps both ways, and does not move by
 * itself for visitors who prefer reduced motion. A cached page starts its app at the visitor's
 * first sign of use; `data-start-app-after` has it start anyway when the first slide's time is up
 * (server/core/http/app-starter.ts).
 */
export function Carousel({ slides, label }: { slides: HomeSlide[]; label?: string }) {
  const t = useT();
  const lp = useLocalePath();
  const n = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = reducedMotion === false && n > 1;
  const paused = hovered || focused;
  const barRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // The time the shown slide has left; a pause keeps it, a new slide starts it afresh.
  const left = useRef({ index, ms: SLIDE_INTERVAL_MS });

  // When the app starts on the page the server sent (the root marks <html data-hydrated> after
  // this), the first slide has shown since the page appeared, and the pointer or keyboard focus
  // may already be inside: no event told the app.
  useEffect(() => {
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    left.current.ms = Math.max(0, SLIDE_INTERVAL_MS - performance.now());
    const el = sectionRef.current;
    if (el && matchMedia("(hover: hover)").matches && el.matches(":hover")) setHovered(true);
    const active = document.activeElement;
    if (el && active && el.contains(active) && active.matches(":focus-visible")) setFocused(true);
  }, []);

  const go = (i: number) => setIndex(((i % n) + n) % n);

  // A timer moves to the next slide; the bar is drawn from the same time left, and holds still while paused.
  useEffect(() => {
    if (!autoplay) return;
    if (left.current.index !== index) left.current = { index, ms: SLIDE_INTERVAL_MS };
    const animation = barRef.current?.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
      duration: SLIDE_INTERVAL_MS,
      easing: "linear",
      fill: "forwards",
    });
    if (animation) animation.currentTime = SLIDE_INTERVAL_MS - left.current.ms;
    if (paused) {
      animation?.pause();
      return () => animation?.cancel();
    }
    const started = performance.now();
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % n), left.current.ms);
    return () => {
      window.clearTimeout(timer);
      animation?.cancel();
      if (left.current.index === index) left.current.ms = Math.max(0, left.current.ms - (performance.now() - started));
    };
  }, [index, autoplay, paused, n]);

  const current = slides[index];
  return (
    <section
      ref={sectionRef}
      data-start-app-after={n > 1 ? SLIDE_INTERVAL_MS : undefined}
      aria-roledescription="carousel"
      aria-label={label ?? t("home.carousel.label")}
      className="relative h-[26rem] overflow-hidden bg-gray-900 sm:h-[30rem] lg:h-[36rem]"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      onFocus={(e) => {
        if (e.target.matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((s, i) => {
        const active = i === index;
        return (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.carousel.slide", { index: i + 1, count: n, title: s.title })}
            aria-hidden={!active}
            inert={!active}
            className={cn("absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none", active ? "z-10 opacity-100" : "z-0 opacity-0")}
          >
            <ResponsiveImage
              src={s.image}
              alt={s.alt}
              width={SLIDE_IMAGE.width}
              height={SLIDE_IMAGE.height}
              widths={SLIDE_IMAGE.widths}
              sizes="100vw"
              priority={i === 0}
              lowPriority={i > 0}
              className="h-full w-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/55 to-black/10" />
            <div className="absolute inset-0 mx-auto flex max-w-7xl items-center px-14 sm:px-16 lg:px-20">
              <div className="max-w-xl text-white">
                <p className="text-3xl font-bold leading-tight drop-shadow sm:text-4xl lg:text-5xl">{s.title}</p>
                <p className="mt-3 text-base text-gray-100 drop-shadow sm:text-lg">{s.text}</p>
                <Link to={lp(s.buttonLink)} className={buttonClass({ size: "lg", className: "mt-6" })}>
                  {s.buttonLabel}
                </Link>
              </div>
            </div>
          </div>
        );
      })}

      <IconButton
        label={t("home.carousel.previous")}
        icon={ChevronLeft}
        onClick={() => go(index - 1)}
        className="absolute left-2 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-2 text-white hover:bg-black/60 sm:left-4"
      />
      <IconButton
        label={t("home.carousel.next")}
        icon={ChevronRight}
        onClick={() => go(index + 1)}
        className="absolute right-2 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-2 text-white hover:bg-black/60 sm:right-4"
      />

      <div className="absolute inset-x-0 bottom-5 z-20 flex justify-center gap-1">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={t("home.carousel.goTo", { index: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            className="group p-1.5"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                i === index ? "w-7 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90",
              )}
            />
          </button>
        ))}
      </div>

      {/* The timer made visible; absent when the slides do not move by themselves. */}
      <div aria-hidden="true" hidden={reducedMotion === true} className="absolute inset-x-0 bottom-0 z-20 h-1 bg-white/25">
        <div ref={barRef} data-testid="carousel-progress" className="h-full origin-left scale-x-0 bg-brand-500" />
      </div>

      <p className="sr-only" aria-live={autoplay && !paused ? "off" : "polite"} aria-atomic="true">
        {t("home.carousel.status", { index: index + 1, count: n, title: current?.title ?? "" })}
      </p>
    </section>
  );
}
