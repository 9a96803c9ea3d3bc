import type { Establishment } from '@hs/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { YearFiguresForm } from './year-figures-form';

const number = new Intl.NumberFormat('en-US');

/** Each establishment with its address, codes and yearly figures, newest year first. */
export const EstablishmentList = ({ establishments }: { establishments: Establishment[] }) => (
  <ul className="grid gap-4">
    {establishments.map((e) => (
      <li key={e.id}>
        <Card>
          <CardHeader>
            <CardTitle>{e.name}</CardTitle>
            <p className="text-sm text-slate-700">
              {e.company} · {e.streetAddress}, {e.city}, {e.state} {e.zip} · NAICS {e.naicsCode} (
              {e.industryDescription}) · {e.timeZone}
              {e.ein ? ` · EIN ${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : ' · No EIN'}
              {e.sizeClass ? ` · Size class ${e.sizeClass} (from the latest peak)` : ''}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {e.years.length === 0 ? (
              <p className="text-sm text-slate-700">No yearly figures yet.</p>
            ) : (
              <table className="w-full text-left text-xs sm:text-sm">
                <caption className="sr-only">Yearly figures of {e.name}</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1 pr-2">
                      Year
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Annual average employees
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Peak employees
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Total hours worked
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      Size class
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {e.years.map((y) => (
                    <tr key={y.year} className="border-b border-slate-100">
                      <td className="py-1 pr-2">{y.year}</td>
                      <td className="py-1 pr-2">{number.format(y.annualAverageEmployees)}</td>
                      <td className="py-1 pr-2">
                        {y.peakEmployees === null ? 'Not entered' : number.format(y.peakEmployees)}
                      </td>
                      <td className="py-1 pr-2">{number.format(y.totalHoursWorked)}</td>
                      <td className="py-1 pr-2">{y.sizeClass}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <YearFiguresForm establishment={e} />
          </CardContent>
        </Card>
      </li>
    ))}
  </ul>
);
