import type { Testimonial } from '~/content/schema';
import { Avatar } from '../avatar';
import { StarRating } from '../star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar initials={testimonial.image.initials} color={testimonial.image.color} size={44} />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.author}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.position}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
